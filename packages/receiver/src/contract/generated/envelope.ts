// generated, do not edit: run `npm run generate`
// @ts-nocheck: Ajv standalone code (ajv/dist/standalone) compiled from schemas/ in strict mode.
// Validates the envelope (bodies of unknown events), stopping at the first error; loaded on first use, never compiled at run time.

const pattern0 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$", "u");

var validate10 = (function validate10(data){
/*# sourceURL="https://designhooks.dev/schemas/envelope.schema.json" */;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.createdAt === undefined) && (missing0 = "createdAt")) || ((data.event === undefined) && (missing0 = "event"))) || ((data.data === undefined) && (missing0 = "data"))){
return false;
}
else {
if(data.createdAt !== undefined){
let data0 = data.createdAt;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
return false;
}
}
else {
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.event !== undefined){
let data1 = data.event;
const _errs4 = errors;
if(typeof data1 !== "string"){
return false;
}
if(!((((((((((data1 === "project.created") || (data1 === "project.updated")) || (data1 === "project.deleted")) || (data1 === "branch.created")) || (data1 === "branch.updated")) || (data1 === "branch.statusUpdated")) || (data1 === "commits.created")) || (data1 === "comment.created")) || (data1 === "comment.updated")) || (data1 === "comment.deleted"))){
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data2 = data.data;
const _errs7 = errors;
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((data2.object === undefined) && (missing1 = "object")){
return false;
}
else {
if(data2.object !== undefined){
let data3 = data2.object;
const _errs9 = errors;
if(errors === _errs9){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing2;
if((data3.objectType === undefined) && (missing2 = "objectType")){
return false;
}
else {
if(data3.objectType !== undefined){
if(typeof data3.objectType !== "string"){
return false;
}
}
}
}
else {
return false;
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.changes !== undefined){
let data5 = data2.changes;
const _errs13 = errors;
const _errs14 = errors;
if(errors === _errs14){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key0 in data5){
let data6 = data5[key0];
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data6)){
if(data6.length > 2){
return false;
}
else {
if(data6.length < 2){
return false;
}
}
}
else {
return false;
}
}
var valid6 = _errs17 === errors;
if(!valid6){
break;
}
}
}
else {
return false;
}
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
return false;
}
}
return errors === 0;
});
export const validate = validate10;
export default validate10;
