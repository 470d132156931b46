const X=require('@e965/xlsx');
const n=+process.argv[2];
const cols=Array.from({length:36},(_,i)=>'col'+i);
const rows=[cols];
for(let i=0;i<n;i++) rows.push(cols.map((c,j)=> j===0? '+4420794'+String(i).padStart(5,'0') : j%3? 'text value '+j : i*j));
const wb=X.utils.book_new();X.utils.book_append_sheet(wb,X.utils.aoa_to_sheet(rows),'S');
const buf=X.write(wb,{type:'buffer',bookType:'biff8'});
require('fs').writeFileSync('/tmp/i12-'+n+'.xls',buf);
console.log(n,'rows',(buf.length/1e6).toFixed(1),'MB');
