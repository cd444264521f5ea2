/** What other server-side domains may use of this one. */
export { artists } from './artists';
export { checkCertificate, isOwnUnsharedCertificate, refuseForeignCertificates } from './certificates';
export { companies, companyNames, companyNamesOutput, requireCompany } from './companies';
export { addCompanyImages } from './company-images';
export { departments } from './departments';
export { masterListInput, masterRest } from './factory';
export { halls } from './halls';
export { producers } from './producers';
export { promoters } from './promoters';
export { masters } from './router';
export { answeredColumns, masterService } from './service';
export { signatories } from './signatories';
export { signingCertificateOf } from './signing-certificate';
export { downloadOf, isUploadedFor } from './stored-files';
