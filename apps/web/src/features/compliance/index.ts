/** What other features use of compliance profiles: an order's field chooses a proof or uploads a new one. */
export { COMPLIANCE_KEY, chooseProof, type ProofView, uploadOrderProof } from './api/use-compliance';
export { ProofChooser } from './components/proof-chooser';
