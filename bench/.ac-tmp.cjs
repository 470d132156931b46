const ac=require('autocannon');
const [port]=process.argv.slice(2);
(async()=>{
const r0=await fetch(`http://127.0.0.1:${port}/api/account/login`,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({email:'admin@bench.test',password:'Bench-Pass-123!'})});
const {token}=await r0.json();
ac({url:`http://127.0.0.1:${port}/api/account/profile`,connections:10,duration:Number(process.env.DUR||8),headers:{authorization:'Bearer '+token}},(e,r)=>{console.log(port,'req/s', r.requests.average, 'non2xx', r.non2xx, 'p99', r.latency.p99)})})();
