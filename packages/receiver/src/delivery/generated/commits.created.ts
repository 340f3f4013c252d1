// generated, do not edit: run `npm run generate`
// @ts-nocheck: Ajv standalone code (ajv/dist/standalone) compiled from schemas/ in strict mode.
// Validates commits.created deliveries, stopping at the first error; loaded on first use, never compiled at run time.
import { formats } from '../formats/formats.ts';
import { ucs2length } from '../formats/ucs2-length.ts';

const pattern0 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$", "u");
const pattern2 = new RegExp("^[0-9a-f]{40}$", "u");
const formats0 = formats.uuid;
const formats10 = formats.uri;
const formats12 = formats.email;
const func2 = ucs2length;

var validate10 = (function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://designhooks.dev/schemas/events/commits.created.schema.json#fast" */;
let vErrors = null;
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
if(errors === _errs1){
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
const _errs3 = errors;
if(typeof data1 !== "string"){
return false;
}
if("commits.created" !== data1){
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
let data2 = data.data;
const _errs5 = errors;
if(errors === _errs5){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((data2.object === undefined) && (missing1 = "object")){
return false;
}
else {
if(data2.object !== undefined){
let data3 = data2.object;
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing2;
if((((data3.branch === undefined) && (missing2 = "branch")) || ((data3.commits === undefined) && (missing2 = "commits"))) || ((data3.objectType === undefined) && (missing2 = "objectType"))){
return false;
}
else {
if(data3.branch !== undefined){
let data4 = data3.branch;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing3;
if((((((((((((((((data4.createdAt === undefined) && (missing3 = "createdAt")) || ((data4.description === undefined) && (missing3 = "description"))) || ((data4.divergedFromBranchId === undefined) && (missing3 = "divergedFromBranchId"))) || ((data4.head === undefined) && (missing3 = "head"))) || ((data4.id === undefined) && (missing3 = "id"))) || ((data4.mergeSha === undefined) && (missing3 = "mergeSha"))) || ((data4.mergedIntoBranchId === undefined) && (missing3 = "mergedIntoBranchId"))) || ((data4.name === undefined) && (missing3 = "name"))) || ((data4.objectType === undefined) && (missing3 = "objectType"))) || ((data4.parent === undefined) && (missing3 = "parent"))) || ((data4.projectId === undefined) && (missing3 = "projectId"))) || ((data4.startedAtSha === undefined) && (missing3 = "startedAtSha"))) || ((data4.status === undefined) && (missing3 = "status"))) || ((data4.updatedAt === undefined) && (missing3 = "updatedAt"))) || ((data4.user === undefined) && (missing3 = "user"))){
return false;
}
else {
if(data4.createdAt !== undefined){
let data5 = data4.createdAt;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data5 === "string"){
if(!pattern0.test(data5)){
return false;
}
}
else {
return false;
}
}
var valid3 = _errs11 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.description !== undefined){
let data6 = data4.description;
const _errs13 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
return false;
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.divergedFromBranchId !== undefined){
let data7 = data4.divergedFromBranchId;
const _errs15 = errors;
const _errs16 = errors;
let valid4 = false;
const _errs17 = errors;
const _errs18 = errors;
let valid5 = false;
const _errs19 = errors;
if(errors === _errs19){
if(errors === _errs19){
if(typeof data7 === "string"){
if(!(formats0(data7))){
errors++;
}
}
else {
errors++;
}
}
}
var _valid1 = _errs19 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const _errs21 = errors;
if(typeof data7 !== "string"){
errors++;
}
if(!(data7 === "master")){
errors++;
}
var _valid1 = _errs21 === errors;
valid5 = valid5 || _valid1;
}
if(!valid5){
errors++;
}
else {
errors = _errs18;
}
var _valid0 = _errs17 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const _errs23 = errors;
if(errors === _errs23){
if(typeof data7 === "string"){
if(func2(data7) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid0 = _errs23 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const _errs25 = errors;
if(data7 !== null){
errors++;
}
var _valid0 = _errs25 === errors;
valid4 = valid4 || _valid0;
}
}
if(!valid4){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs16;
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.head !== undefined){
let data8 = data4.head;
const _errs27 = errors;
const _errs28 = errors;
let valid6 = false;
const _errs29 = errors;
if(errors === _errs29){
if(typeof data8 === "string"){
if(!pattern2.test(data8)){
errors++;
}
}
else {
errors++;
}
}
var _valid2 = _errs29 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs31 = errors;
if(errors === _errs31){
if(typeof data8 === "string"){
if(func2(data8) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid2 = _errs31 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs33 = errors;
if(data8 !== null){
errors++;
}
var _valid2 = _errs33 === errors;
valid6 = valid6 || _valid2;
}
}
if(!valid6){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs28;
}
var valid3 = _errs27 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.id !== undefined){
let data9 = data4.id;
const _errs35 = errors;
const _errs36 = errors;
let valid7 = false;
const _errs37 = errors;
if(errors === _errs37){
if(errors === _errs37){
if(typeof data9 === "string"){
if(!(formats0(data9))){
errors++;
}
}
else {
errors++;
}
}
}
var _valid3 = _errs37 === errors;
valid7 = valid7 || _valid3;
if(!valid7){
const _errs39 = errors;
if(typeof data9 !== "string"){
errors++;
}
if(!(data9 === "master")){
errors++;
}
var _valid3 = _errs39 === errors;
valid7 = valid7 || _valid3;
}
if(!valid7){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs36;
}
var valid3 = _errs35 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.mergeSha !== undefined){
let data10 = data4.mergeSha;
const _errs41 = errors;
const _errs42 = errors;
let valid8 = false;
const _errs43 = errors;
if(errors === _errs43){
if(typeof data10 === "string"){
if(!pattern2.test(data10)){
errors++;
}
}
else {
errors++;
}
}
var _valid4 = _errs43 === errors;
valid8 = valid8 || _valid4;
if(!valid8){
const _errs45 = errors;
if(errors === _errs45){
if(typeof data10 === "string"){
if(func2(data10) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid4 = _errs45 === errors;
valid8 = valid8 || _valid4;
if(!valid8){
const _errs47 = errors;
if(data10 !== null){
errors++;
}
var _valid4 = _errs47 === errors;
valid8 = valid8 || _valid4;
}
}
if(!valid8){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs42;
}
var valid3 = _errs41 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.mergedIntoBranchId !== undefined){
let data11 = data4.mergedIntoBranchId;
const _errs49 = errors;
const _errs50 = errors;
let valid9 = false;
const _errs51 = errors;
const _errs52 = errors;
let valid10 = false;
const _errs53 = errors;
if(errors === _errs53){
if(errors === _errs53){
if(typeof data11 === "string"){
if(!(formats0(data11))){
errors++;
}
}
else {
errors++;
}
}
}
var _valid6 = _errs53 === errors;
valid10 = valid10 || _valid6;
if(!valid10){
const _errs55 = errors;
if(typeof data11 !== "string"){
errors++;
}
if(!(data11 === "master")){
errors++;
}
var _valid6 = _errs55 === errors;
valid10 = valid10 || _valid6;
}
if(!valid10){
errors++;
}
else {
errors = _errs52;
}
var _valid5 = _errs51 === errors;
valid9 = valid9 || _valid5;
if(!valid9){
const _errs57 = errors;
if(errors === _errs57){
if(typeof data11 === "string"){
if(func2(data11) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid5 = _errs57 === errors;
valid9 = valid9 || _valid5;
if(!valid9){
const _errs59 = errors;
if(data11 !== null){
errors++;
}
var _valid5 = _errs59 === errors;
valid9 = valid9 || _valid5;
}
}
if(!valid9){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs50;
}
var valid3 = _errs49 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.name !== undefined){
const _errs61 = errors;
if(typeof data4.name !== "string"){
return false;
}
var valid3 = _errs61 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.objectType !== undefined){
let data13 = data4.objectType;
const _errs63 = errors;
if(typeof data13 !== "string"){
return false;
}
if("branch" !== data13){
return false;
}
var valid3 = _errs63 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.parent !== undefined){
let data14 = data4.parent;
const _errs65 = errors;
const _errs66 = errors;
let valid11 = false;
const _errs67 = errors;
const _errs68 = errors;
let valid12 = false;
const _errs69 = errors;
if(errors === _errs69){
if(errors === _errs69){
if(typeof data14 === "string"){
if(!(formats0(data14))){
errors++;
}
}
else {
errors++;
}
}
}
var _valid8 = _errs69 === errors;
valid12 = valid12 || _valid8;
if(!valid12){
const _errs71 = errors;
if(typeof data14 !== "string"){
errors++;
}
if(!(data14 === "master")){
errors++;
}
var _valid8 = _errs71 === errors;
valid12 = valid12 || _valid8;
}
if(!valid12){
errors++;
}
else {
errors = _errs68;
}
var _valid7 = _errs67 === errors;
valid11 = valid11 || _valid7;
if(!valid11){
const _errs73 = errors;
if(errors === _errs73){
if(typeof data14 === "string"){
if(func2(data14) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid7 = _errs73 === errors;
valid11 = valid11 || _valid7;
if(!valid11){
const _errs75 = errors;
if(data14 !== null){
errors++;
}
var _valid7 = _errs75 === errors;
valid11 = valid11 || _valid7;
}
}
if(!valid11){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs66;
}
var valid3 = _errs65 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.projectId !== undefined){
let data15 = data4.projectId;
const _errs77 = errors;
if(errors === _errs77){
if(errors === _errs77){
if(typeof data15 === "string"){
if(!(formats0(data15))){
return false;
}
}
else {
return false;
}
}
}
var valid3 = _errs77 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.startedAtSha !== undefined){
let data16 = data4.startedAtSha;
const _errs79 = errors;
const _errs80 = errors;
let valid13 = false;
const _errs81 = errors;
if(errors === _errs81){
if(typeof data16 === "string"){
if(!pattern2.test(data16)){
errors++;
}
}
else {
errors++;
}
}
var _valid9 = _errs81 === errors;
valid13 = valid13 || _valid9;
if(!valid13){
const _errs83 = errors;
if(errors === _errs83){
if(typeof data16 === "string"){
if(func2(data16) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid9 = _errs83 === errors;
valid13 = valid13 || _valid9;
if(!valid13){
const _errs85 = errors;
if(data16 !== null){
errors++;
}
var _valid9 = _errs85 === errors;
valid13 = valid13 || _valid9;
}
}
if(!valid13){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs80;
}
var valid3 = _errs79 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.status !== undefined){
let data17 = data4.status;
const _errs87 = errors;
const _errs88 = errors;
let valid14 = false;
const _errs89 = errors;
if(typeof data17 !== "string"){
errors++;
}
if(!((((((((data17 === "active") || (data17 === "wip")) || (data17 === "feedback")) || (data17 === "review")) || (data17 === "merged")) || (data17 === "archived")) || (data17 === "deleted")) || (data17 === "diverged"))){
errors++;
}
var _valid10 = _errs89 === errors;
valid14 = valid14 || _valid10;
if(!valid14){
const _errs91 = errors;
if(typeof data17 !== "string"){
errors++;
}
var _valid10 = _errs91 === errors;
valid14 = valid14 || _valid10;
}
if(!valid14){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs88;
}
var valid3 = _errs87 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.updatedAt !== undefined){
let data18 = data4.updatedAt;
const _errs93 = errors;
if(errors === _errs93){
if(typeof data18 === "string"){
if(!pattern0.test(data18)){
return false;
}
}
else {
return false;
}
}
var valid3 = _errs93 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.user !== undefined){
let data19 = data4.user;
const _errs95 = errors;
if(errors === _errs95){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
let missing4;
if((((((((data19.avatarUrl === undefined) && (missing4 = "avatarUrl")) || ((data19.createdAt === undefined) && (missing4 = "createdAt"))) || ((data19.id === undefined) && (missing4 = "id"))) || ((data19.name === undefined) && (missing4 = "name"))) || ((data19.objectType === undefined) && (missing4 = "objectType"))) || ((data19.updatedAt === undefined) && (missing4 = "updatedAt"))) || ((data19.username === undefined) && (missing4 = "username"))){
return false;
}
else {
if(data19.avatarUrl !== undefined){
let data20 = data19.avatarUrl;
const _errs97 = errors;
const _errs98 = errors;
let valid16 = false;
const _errs99 = errors;
if(errors === _errs99){
if(errors === _errs99){
if(typeof data20 === "string"){
if(!(formats10(data20))){
errors++;
}
}
else {
errors++;
}
}
}
var _valid11 = _errs99 === errors;
valid16 = valid16 || _valid11;
if(!valid16){
const _errs101 = errors;
if(errors === _errs101){
if(typeof data20 === "string"){
if(func2(data20) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid11 = _errs101 === errors;
valid16 = valid16 || _valid11;
if(!valid16){
const _errs103 = errors;
if(data20 !== null){
errors++;
}
var _valid11 = _errs103 === errors;
valid16 = valid16 || _valid11;
}
}
if(!valid16){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs98;
}
var valid15 = _errs97 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data19.createdAt !== undefined){
let data21 = data19.createdAt;
const _errs105 = errors;
if(errors === _errs105){
if(typeof data21 === "string"){
if(!pattern0.test(data21)){
return false;
}
}
else {
return false;
}
}
var valid15 = _errs105 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data19.deletedAt !== undefined){
let data22 = data19.deletedAt;
const _errs107 = errors;
const _errs108 = errors;
let valid17 = false;
const _errs109 = errors;
if(errors === _errs109){
if(typeof data22 === "string"){
if(!pattern0.test(data22)){
errors++;
}
}
else {
errors++;
}
}
var _valid12 = _errs109 === errors;
valid17 = valid17 || _valid12;
if(!valid17){
const _errs111 = errors;
if(errors === _errs111){
if(typeof data22 === "string"){
if(func2(data22) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid12 = _errs111 === errors;
valid17 = valid17 || _valid12;
if(!valid17){
const _errs113 = errors;
if(data22 !== null){
errors++;
}
var _valid12 = _errs113 === errors;
valid17 = valid17 || _valid12;
}
}
if(!valid17){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs108;
}
var valid15 = _errs107 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data19.email !== undefined){
let data23 = data19.email;
const _errs115 = errors;
const _errs116 = errors;
let valid18 = false;
const _errs117 = errors;
if(errors === _errs117){
if(errors === _errs117){
if(typeof data23 === "string"){
if(!(formats12(data23))){
errors++;
}
}
else {
errors++;
}
}
}
var _valid13 = _errs117 === errors;
valid18 = valid18 || _valid13;
if(!valid18){
const _errs119 = errors;
if(errors === _errs119){
if(typeof data23 === "string"){
if(func2(data23) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid13 = _errs119 === errors;
valid18 = valid18 || _valid13;
if(!valid18){
const _errs121 = errors;
if(data23 !== null){
errors++;
}
var _valid13 = _errs121 === errors;
valid18 = valid18 || _valid13;
}
}
if(!valid18){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs116;
}
var valid15 = _errs115 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data19.id !== undefined){
let data24 = data19.id;
const _errs123 = errors;
if(errors === _errs123){
if(errors === _errs123){
if(typeof data24 === "string"){
if(!(formats0(data24))){
return false;
}
}
else {
return false;
}
}
}
var valid15 = _errs123 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data19.lastActiveAt !== undefined){
let data25 = data19.lastActiveAt;
const _errs125 = errors;
const _errs126 = errors;
let valid19 = false;
const _errs127 = errors;
if(errors === _errs127){
if(typeof data25 === "string"){
if(!pattern0.test(data25)){
errors++;
}
}
else {
errors++;
}
}
var _valid14 = _errs127 === errors;
valid19 = valid19 || _valid14;
if(!valid19){
const _errs129 = errors;
if(errors === _errs129){
if(typeof data25 === "string"){
if(func2(data25) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid14 = _errs129 === errors;
valid19 = valid19 || _valid14;
if(!valid19){
const _errs131 = errors;
if(data25 !== null){
errors++;
}
var _valid14 = _errs131 === errors;
valid19 = valid19 || _valid14;
}
}
if(!valid19){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs126;
}
var valid15 = _errs125 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data19.name !== undefined){
const _errs133 = errors;
if(typeof data19.name !== "string"){
return false;
}
var valid15 = _errs133 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data19.objectType !== undefined){
let data27 = data19.objectType;
const _errs135 = errors;
if(typeof data27 !== "string"){
return false;
}
if("user" !== data27){
return false;
}
var valid15 = _errs135 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data19.primaryEmailId !== undefined){
let data28 = data19.primaryEmailId;
const _errs137 = errors;
if((typeof data28 !== "string") && (data28 !== null)){
return false;
}
var valid15 = _errs137 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data19.updatedAt !== undefined){
let data29 = data19.updatedAt;
const _errs139 = errors;
if(errors === _errs139){
if(typeof data29 === "string"){
if(!pattern0.test(data29)){
return false;
}
}
else {
return false;
}
}
var valid15 = _errs139 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data19.username !== undefined){
const _errs141 = errors;
if(typeof data19.username !== "string"){
return false;
}
var valid15 = _errs141 === errors;
}
else {
var valid15 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
return false;
}
}
var valid3 = _errs95 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.userId !== undefined){
let data31 = data4.userId;
const _errs143 = errors;
if((typeof data31 !== "string") && (data31 !== null)){
return false;
}
var valid3 = _errs143 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.userName !== undefined){
let data32 = data4.userName;
const _errs145 = errors;
if((typeof data32 !== "string") && (data32 !== null)){
return false;
}
var valid3 = _errs145 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.commits !== undefined){
let data33 = data3.commits;
const _errs147 = errors;
if(errors === _errs147){
if(Array.isArray(data33)){
if(data33.length < 1){
return false;
}
else {
var valid20 = true;
const len0 = data33.length;
for(let i0=0; i0<len0; i0++){
let data34 = data33[i0];
const _errs149 = errors;
if(errors === _errs149){
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
let missing5;
if(((((((((((((((data34.description === undefined) && (missing5 = "description")) || ((data34.destinationBranchId === undefined) && (missing5 = "destinationBranchId"))) || ((data34.destinationBranchName === undefined) && (missing5 = "destinationBranchName"))) || ((data34.fileIds === undefined) && (missing5 = "fileIds"))) || ((data34.objectType === undefined) && (missing5 = "objectType"))) || ((data34.parents === undefined) && (missing5 = "parents"))) || ((data34.sha === undefined) && (missing5 = "sha"))) || ((data34.sourceBranchId === undefined) && (missing5 = "sourceBranchId"))) || ((data34.sourceBranchName === undefined) && (missing5 = "sourceBranchName"))) || ((data34.time === undefined) && (missing5 = "time"))) || ((data34.title === undefined) && (missing5 = "title"))) || ((data34.type === undefined) && (missing5 = "type"))) || ((data34.userId === undefined) && (missing5 = "userId"))) || ((data34.userName === undefined) && (missing5 = "userName"))){
return false;
}
else {
if(data34.description !== undefined){
let data35 = data34.description;
const _errs151 = errors;
if((typeof data35 !== "string") && (data35 !== null)){
return false;
}
var valid21 = _errs151 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.destinationBranchId !== undefined){
let data36 = data34.destinationBranchId;
const _errs153 = errors;
const _errs154 = errors;
let valid22 = false;
const _errs155 = errors;
const _errs156 = errors;
let valid23 = false;
const _errs157 = errors;
if(errors === _errs157){
if(errors === _errs157){
if(typeof data36 === "string"){
if(!(formats0(data36))){
errors++;
}
}
else {
errors++;
}
}
}
var _valid16 = _errs157 === errors;
valid23 = valid23 || _valid16;
if(!valid23){
const _errs159 = errors;
if(typeof data36 !== "string"){
errors++;
}
if(!(data36 === "master")){
errors++;
}
var _valid16 = _errs159 === errors;
valid23 = valid23 || _valid16;
}
if(!valid23){
errors++;
}
else {
errors = _errs156;
}
var _valid15 = _errs155 === errors;
valid22 = valid22 || _valid15;
if(!valid22){
const _errs161 = errors;
if(errors === _errs161){
if(typeof data36 === "string"){
if(func2(data36) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid15 = _errs161 === errors;
valid22 = valid22 || _valid15;
if(!valid22){
const _errs163 = errors;
if(data36 !== null){
errors++;
}
var _valid15 = _errs163 === errors;
valid22 = valid22 || _valid15;
}
}
if(!valid22){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs154;
}
var valid21 = _errs153 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.destinationBranchName !== undefined){
let data37 = data34.destinationBranchName;
const _errs165 = errors;
if((typeof data37 !== "string") && (data37 !== null)){
return false;
}
var valid21 = _errs165 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.fileIds !== undefined){
let data38 = data34.fileIds;
const _errs167 = errors;
if(errors === _errs167){
if(Array.isArray(data38)){
var valid24 = true;
const len1 = data38.length;
for(let i1=0; i1<len1; i1++){
const _errs169 = errors;
if(typeof data38[i1] !== "string"){
return false;
}
var valid24 = _errs169 === errors;
if(!valid24){
break;
}
}
}
else {
return false;
}
}
var valid21 = _errs167 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.objectType !== undefined){
let data40 = data34.objectType;
const _errs171 = errors;
if(typeof data40 !== "string"){
return false;
}
if("commit" !== data40){
return false;
}
var valid21 = _errs171 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.parents !== undefined){
let data41 = data34.parents;
const _errs173 = errors;
if(errors === _errs173){
if(Array.isArray(data41)){
var valid25 = true;
const len2 = data41.length;
for(let i2=0; i2<len2; i2++){
const _errs175 = errors;
if(typeof data41[i2] !== "string"){
return false;
}
var valid25 = _errs175 === errors;
if(!valid25){
break;
}
}
}
else {
return false;
}
}
var valid21 = _errs173 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.projectId !== undefined){
let data43 = data34.projectId;
const _errs177 = errors;
if(errors === _errs177){
if(errors === _errs177){
if(typeof data43 === "string"){
if(!(formats0(data43))){
return false;
}
}
else {
return false;
}
}
}
var valid21 = _errs177 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.sha !== undefined){
let data44 = data34.sha;
const _errs179 = errors;
if(errors === _errs179){
if(typeof data44 === "string"){
if(!pattern2.test(data44)){
return false;
}
}
else {
return false;
}
}
var valid21 = _errs179 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.sourceBranchId !== undefined){
let data45 = data34.sourceBranchId;
const _errs181 = errors;
const _errs182 = errors;
let valid26 = false;
const _errs183 = errors;
const _errs184 = errors;
let valid27 = false;
const _errs185 = errors;
if(errors === _errs185){
if(errors === _errs185){
if(typeof data45 === "string"){
if(!(formats0(data45))){
errors++;
}
}
else {
errors++;
}
}
}
var _valid18 = _errs185 === errors;
valid27 = valid27 || _valid18;
if(!valid27){
const _errs187 = errors;
if(typeof data45 !== "string"){
errors++;
}
if(!(data45 === "master")){
errors++;
}
var _valid18 = _errs187 === errors;
valid27 = valid27 || _valid18;
}
if(!valid27){
errors++;
}
else {
errors = _errs184;
}
var _valid17 = _errs183 === errors;
valid26 = valid26 || _valid17;
if(!valid26){
const _errs189 = errors;
if(errors === _errs189){
if(typeof data45 === "string"){
if(func2(data45) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid17 = _errs189 === errors;
valid26 = valid26 || _valid17;
if(!valid26){
const _errs191 = errors;
if(data45 !== null){
errors++;
}
var _valid17 = _errs191 === errors;
valid26 = valid26 || _valid17;
}
}
if(!valid26){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs182;
}
var valid21 = _errs181 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.sourceBranchName !== undefined){
let data46 = data34.sourceBranchName;
const _errs193 = errors;
if((typeof data46 !== "string") && (data46 !== null)){
return false;
}
var valid21 = _errs193 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.time !== undefined){
let data47 = data34.time;
const _errs195 = errors;
if(errors === _errs195){
if(typeof data47 === "string"){
if(!pattern0.test(data47)){
return false;
}
}
else {
return false;
}
}
var valid21 = _errs195 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.title !== undefined){
const _errs197 = errors;
if(typeof data34.title !== "string"){
return false;
}
var valid21 = _errs197 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.type !== undefined){
let data49 = data34.type;
const _errs199 = errors;
const _errs200 = errors;
let valid28 = false;
const _errs201 = errors;
if(typeof data49 !== "string"){
errors++;
}
if(!((((((((((((data49 === "PROJECT_CREATED") || (data49 === "FILE_ADDED")) || (data49 === "FILE_RENAMED")) || (data49 === "FILE_DELETED")) || (data49 === "FILE_REPLACED")) || (data49 === "FILE_UPGRADED")) || (data49 === "LIBRARY_ADDED")) || (data49 === "LIBRARY_REMOVED")) || (data49 === "RESTORE")) || (data49 === "UPDATE")) || (data49 === "MERGE")) || (data49 === "NORMAL"))){
errors++;
}
var _valid19 = _errs201 === errors;
valid28 = valid28 || _valid19;
if(!valid28){
const _errs203 = errors;
if(typeof data49 !== "string"){
errors++;
}
var _valid19 = _errs203 === errors;
valid28 = valid28 || _valid19;
}
if(!valid28){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs200;
}
var valid21 = _errs199 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.userEmail !== undefined){
let data50 = data34.userEmail;
const _errs205 = errors;
if((typeof data50 !== "string") && (data50 !== null)){
return false;
}
var valid21 = _errs205 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.userId !== undefined){
let data51 = data34.userId;
const _errs207 = errors;
if(errors === _errs207){
if(errors === _errs207){
if(typeof data51 === "string"){
if(!(formats0(data51))){
return false;
}
}
else {
return false;
}
}
}
var valid21 = _errs207 === errors;
}
else {
var valid21 = true;
}
if(valid21){
if(data34.userName !== undefined){
const _errs209 = errors;
if(typeof data34.userName !== "string"){
return false;
}
var valid21 = _errs209 === errors;
}
else {
var valid21 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
return false;
}
}
var valid20 = _errs149 === errors;
if(!valid20){
break;
}
}
}
}
else {
return false;
}
}
var valid2 = _errs147 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.objectType !== undefined){
let data53 = data3.objectType;
const _errs211 = errors;
if(typeof data53 !== "string"){
return false;
}
if("commits" !== data53){
return false;
}
var valid2 = _errs211 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.changes !== undefined){
let data54 = data2.changes;
const _errs213 = errors;
if(errors === _errs213){
if(data54 && typeof data54 == "object" && !Array.isArray(data54)){
for(const key0 in data54){
let data55 = data54[key0];
const _errs216 = errors;
if(errors === _errs216){
if(Array.isArray(data55)){
if(data55.length > 2){
return false;
}
else {
if(data55.length < 2){
return false;
}
}
}
else {
return false;
}
}
var valid29 = _errs216 === errors;
if(!valid29){
break;
}
}
}
else {
return false;
}
}
var valid1 = _errs213 === errors;
}
else {
var valid1 = true;
}
}
}
}
else {
return false;
}
}
var valid0 = _errs5 === errors;
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
validate10.errors = vErrors;
return errors === 0;
});
export const validate = validate10;
export default validate10;
