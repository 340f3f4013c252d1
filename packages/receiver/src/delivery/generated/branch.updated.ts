// generated, do not edit: run `npm run generate`
// @ts-nocheck: Ajv standalone code (ajv/dist/standalone) compiled from schemas/ in strict mode.
// Validates branch.updated deliveries, stopping at the first error; loaded on first use, never compiled at run time.
import { formats } from '../formats/formats.ts';
import { ucs2length } from '../formats/ucs2-length.ts';

const pattern0 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$", "u");
const pattern2 = new RegExp("^[0-9a-f]{40}$", "u");
const formats0 = formats.uuid;
const formats10 = formats.uri;
const formats12 = formats.email;
const func2 = ucs2length;

var validate10 = (function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://designhooks.dev/schemas/events/branch.updated.schema.json#fast" */;
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
if("branch.updated" !== data1){
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
if((((((((((((((((data3.createdAt === undefined) && (missing2 = "createdAt")) || ((data3.description === undefined) && (missing2 = "description"))) || ((data3.divergedFromBranchId === undefined) && (missing2 = "divergedFromBranchId"))) || ((data3.head === undefined) && (missing2 = "head"))) || ((data3.id === undefined) && (missing2 = "id"))) || ((data3.mergeSha === undefined) && (missing2 = "mergeSha"))) || ((data3.mergedIntoBranchId === undefined) && (missing2 = "mergedIntoBranchId"))) || ((data3.name === undefined) && (missing2 = "name"))) || ((data3.objectType === undefined) && (missing2 = "objectType"))) || ((data3.parent === undefined) && (missing2 = "parent"))) || ((data3.projectId === undefined) && (missing2 = "projectId"))) || ((data3.startedAtSha === undefined) && (missing2 = "startedAtSha"))) || ((data3.status === undefined) && (missing2 = "status"))) || ((data3.updatedAt === undefined) && (missing2 = "updatedAt"))) || ((data3.user === undefined) && (missing2 = "user"))){
return false;
}
else {
if(data3.createdAt !== undefined){
let data4 = data3.createdAt;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
return false;
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
if(data3.description !== undefined){
let data5 = data3.description;
const _errs11 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.divergedFromBranchId !== undefined){
let data6 = data3.divergedFromBranchId;
const _errs13 = errors;
const _errs14 = errors;
let valid3 = false;
const _errs15 = errors;
const _errs16 = errors;
let valid4 = false;
const _errs17 = errors;
if(errors === _errs17){
if(errors === _errs17){
if(typeof data6 === "string"){
if(!(formats0(data6))){
errors++;
}
}
else {
errors++;
}
}
}
var _valid1 = _errs17 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const _errs19 = errors;
if(typeof data6 !== "string"){
errors++;
}
if(!(data6 === "master")){
errors++;
}
var _valid1 = _errs19 === errors;
valid4 = valid4 || _valid1;
}
if(!valid4){
errors++;
}
else {
errors = _errs16;
}
var _valid0 = _errs15 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs21 = errors;
if(errors === _errs21){
if(typeof data6 === "string"){
if(func2(data6) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid0 = _errs21 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs23 = errors;
if(data6 !== null){
errors++;
}
var _valid0 = _errs23 === errors;
valid3 = valid3 || _valid0;
}
}
if(!valid3){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs14;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.head !== undefined){
let data7 = data3.head;
const _errs25 = errors;
const _errs26 = errors;
let valid5 = false;
const _errs27 = errors;
if(errors === _errs27){
if(typeof data7 === "string"){
if(!pattern2.test(data7)){
errors++;
}
}
else {
errors++;
}
}
var _valid2 = _errs27 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const _errs29 = errors;
if(errors === _errs29){
if(typeof data7 === "string"){
if(func2(data7) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid2 = _errs29 === errors;
valid5 = valid5 || _valid2;
if(!valid5){
const _errs31 = errors;
if(data7 !== null){
errors++;
}
var _valid2 = _errs31 === errors;
valid5 = valid5 || _valid2;
}
}
if(!valid5){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs26;
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.id !== undefined){
let data8 = data3.id;
const _errs33 = errors;
const _errs34 = errors;
let valid6 = false;
const _errs35 = errors;
if(errors === _errs35){
if(errors === _errs35){
if(typeof data8 === "string"){
if(!(formats0(data8))){
errors++;
}
}
else {
errors++;
}
}
}
var _valid3 = _errs35 === errors;
valid6 = valid6 || _valid3;
if(!valid6){
const _errs37 = errors;
if(typeof data8 !== "string"){
errors++;
}
if(!(data8 === "master")){
errors++;
}
var _valid3 = _errs37 === errors;
valid6 = valid6 || _valid3;
}
if(!valid6){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs34;
}
var valid2 = _errs33 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.mergeSha !== undefined){
let data9 = data3.mergeSha;
const _errs39 = errors;
const _errs40 = errors;
let valid7 = false;
const _errs41 = errors;
if(errors === _errs41){
if(typeof data9 === "string"){
if(!pattern2.test(data9)){
errors++;
}
}
else {
errors++;
}
}
var _valid4 = _errs41 === errors;
valid7 = valid7 || _valid4;
if(!valid7){
const _errs43 = errors;
if(errors === _errs43){
if(typeof data9 === "string"){
if(func2(data9) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid4 = _errs43 === errors;
valid7 = valid7 || _valid4;
if(!valid7){
const _errs45 = errors;
if(data9 !== null){
errors++;
}
var _valid4 = _errs45 === errors;
valid7 = valid7 || _valid4;
}
}
if(!valid7){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs40;
}
var valid2 = _errs39 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.mergedIntoBranchId !== undefined){
let data10 = data3.mergedIntoBranchId;
const _errs47 = errors;
const _errs48 = errors;
let valid8 = false;
const _errs49 = errors;
const _errs50 = errors;
let valid9 = false;
const _errs51 = errors;
if(errors === _errs51){
if(errors === _errs51){
if(typeof data10 === "string"){
if(!(formats0(data10))){
errors++;
}
}
else {
errors++;
}
}
}
var _valid6 = _errs51 === errors;
valid9 = valid9 || _valid6;
if(!valid9){
const _errs53 = errors;
if(typeof data10 !== "string"){
errors++;
}
if(!(data10 === "master")){
errors++;
}
var _valid6 = _errs53 === errors;
valid9 = valid9 || _valid6;
}
if(!valid9){
errors++;
}
else {
errors = _errs50;
}
var _valid5 = _errs49 === errors;
valid8 = valid8 || _valid5;
if(!valid8){
const _errs55 = errors;
if(errors === _errs55){
if(typeof data10 === "string"){
if(func2(data10) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid5 = _errs55 === errors;
valid8 = valid8 || _valid5;
if(!valid8){
const _errs57 = errors;
if(data10 !== null){
errors++;
}
var _valid5 = _errs57 === errors;
valid8 = valid8 || _valid5;
}
}
if(!valid8){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs48;
}
var valid2 = _errs47 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.name !== undefined){
const _errs59 = errors;
if(typeof data3.name !== "string"){
return false;
}
var valid2 = _errs59 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.objectType !== undefined){
let data12 = data3.objectType;
const _errs61 = errors;
if(typeof data12 !== "string"){
return false;
}
if("branch" !== data12){
return false;
}
var valid2 = _errs61 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.parent !== undefined){
let data13 = data3.parent;
const _errs63 = errors;
const _errs64 = errors;
let valid10 = false;
const _errs65 = errors;
const _errs66 = errors;
let valid11 = false;
const _errs67 = errors;
if(errors === _errs67){
if(errors === _errs67){
if(typeof data13 === "string"){
if(!(formats0(data13))){
errors++;
}
}
else {
errors++;
}
}
}
var _valid8 = _errs67 === errors;
valid11 = valid11 || _valid8;
if(!valid11){
const _errs69 = errors;
if(typeof data13 !== "string"){
errors++;
}
if(!(data13 === "master")){
errors++;
}
var _valid8 = _errs69 === errors;
valid11 = valid11 || _valid8;
}
if(!valid11){
errors++;
}
else {
errors = _errs66;
}
var _valid7 = _errs65 === errors;
valid10 = valid10 || _valid7;
if(!valid10){
const _errs71 = errors;
if(errors === _errs71){
if(typeof data13 === "string"){
if(func2(data13) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid7 = _errs71 === errors;
valid10 = valid10 || _valid7;
if(!valid10){
const _errs73 = errors;
if(data13 !== null){
errors++;
}
var _valid7 = _errs73 === errors;
valid10 = valid10 || _valid7;
}
}
if(!valid10){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs64;
}
var valid2 = _errs63 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.projectId !== undefined){
let data14 = data3.projectId;
const _errs75 = errors;
if(errors === _errs75){
if(errors === _errs75){
if(typeof data14 === "string"){
if(!(formats0(data14))){
return false;
}
}
else {
return false;
}
}
}
var valid2 = _errs75 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.startedAtSha !== undefined){
let data15 = data3.startedAtSha;
const _errs77 = errors;
const _errs78 = errors;
let valid12 = false;
const _errs79 = errors;
if(errors === _errs79){
if(typeof data15 === "string"){
if(!pattern2.test(data15)){
errors++;
}
}
else {
errors++;
}
}
var _valid9 = _errs79 === errors;
valid12 = valid12 || _valid9;
if(!valid12){
const _errs81 = errors;
if(errors === _errs81){
if(typeof data15 === "string"){
if(func2(data15) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid9 = _errs81 === errors;
valid12 = valid12 || _valid9;
if(!valid12){
const _errs83 = errors;
if(data15 !== null){
errors++;
}
var _valid9 = _errs83 === errors;
valid12 = valid12 || _valid9;
}
}
if(!valid12){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs78;
}
var valid2 = _errs77 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.status !== undefined){
let data16 = data3.status;
const _errs85 = errors;
const _errs86 = errors;
let valid13 = false;
const _errs87 = errors;
if(typeof data16 !== "string"){
errors++;
}
if(!((((((((data16 === "active") || (data16 === "wip")) || (data16 === "feedback")) || (data16 === "review")) || (data16 === "merged")) || (data16 === "archived")) || (data16 === "deleted")) || (data16 === "diverged"))){
errors++;
}
var _valid10 = _errs87 === errors;
valid13 = valid13 || _valid10;
if(!valid13){
const _errs89 = errors;
if(typeof data16 !== "string"){
errors++;
}
var _valid10 = _errs89 === errors;
valid13 = valid13 || _valid10;
}
if(!valid13){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs86;
}
var valid2 = _errs85 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.updatedAt !== undefined){
let data17 = data3.updatedAt;
const _errs91 = errors;
if(errors === _errs91){
if(typeof data17 === "string"){
if(!pattern0.test(data17)){
return false;
}
}
else {
return false;
}
}
var valid2 = _errs91 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.user !== undefined){
let data18 = data3.user;
const _errs93 = errors;
if(errors === _errs93){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing3;
if((((((((data18.avatarUrl === undefined) && (missing3 = "avatarUrl")) || ((data18.createdAt === undefined) && (missing3 = "createdAt"))) || ((data18.id === undefined) && (missing3 = "id"))) || ((data18.name === undefined) && (missing3 = "name"))) || ((data18.objectType === undefined) && (missing3 = "objectType"))) || ((data18.updatedAt === undefined) && (missing3 = "updatedAt"))) || ((data18.username === undefined) && (missing3 = "username"))){
return false;
}
else {
if(data18.avatarUrl !== undefined){
let data19 = data18.avatarUrl;
const _errs95 = errors;
const _errs96 = errors;
let valid15 = false;
const _errs97 = errors;
if(errors === _errs97){
if(errors === _errs97){
if(typeof data19 === "string"){
if(!(formats10(data19))){
errors++;
}
}
else {
errors++;
}
}
}
var _valid11 = _errs97 === errors;
valid15 = valid15 || _valid11;
if(!valid15){
const _errs99 = errors;
if(errors === _errs99){
if(typeof data19 === "string"){
if(func2(data19) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid11 = _errs99 === errors;
valid15 = valid15 || _valid11;
if(!valid15){
const _errs101 = errors;
if(data19 !== null){
errors++;
}
var _valid11 = _errs101 === errors;
valid15 = valid15 || _valid11;
}
}
if(!valid15){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs96;
}
var valid14 = _errs95 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data18.createdAt !== undefined){
let data20 = data18.createdAt;
const _errs103 = errors;
if(errors === _errs103){
if(typeof data20 === "string"){
if(!pattern0.test(data20)){
return false;
}
}
else {
return false;
}
}
var valid14 = _errs103 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data18.deletedAt !== undefined){
let data21 = data18.deletedAt;
const _errs105 = errors;
const _errs106 = errors;
let valid16 = false;
const _errs107 = errors;
if(errors === _errs107){
if(typeof data21 === "string"){
if(!pattern0.test(data21)){
errors++;
}
}
else {
errors++;
}
}
var _valid12 = _errs107 === errors;
valid16 = valid16 || _valid12;
if(!valid16){
const _errs109 = errors;
if(errors === _errs109){
if(typeof data21 === "string"){
if(func2(data21) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid12 = _errs109 === errors;
valid16 = valid16 || _valid12;
if(!valid16){
const _errs111 = errors;
if(data21 !== null){
errors++;
}
var _valid12 = _errs111 === errors;
valid16 = valid16 || _valid12;
}
}
if(!valid16){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs106;
}
var valid14 = _errs105 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data18.email !== undefined){
let data22 = data18.email;
const _errs113 = errors;
const _errs114 = errors;
let valid17 = false;
const _errs115 = errors;
if(errors === _errs115){
if(errors === _errs115){
if(typeof data22 === "string"){
if(!(formats12(data22))){
errors++;
}
}
else {
errors++;
}
}
}
var _valid13 = _errs115 === errors;
valid17 = valid17 || _valid13;
if(!valid17){
const _errs117 = errors;
if(errors === _errs117){
if(typeof data22 === "string"){
if(func2(data22) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid13 = _errs117 === errors;
valid17 = valid17 || _valid13;
if(!valid17){
const _errs119 = errors;
if(data22 !== null){
errors++;
}
var _valid13 = _errs119 === errors;
valid17 = valid17 || _valid13;
}
}
if(!valid17){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs114;
}
var valid14 = _errs113 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data18.id !== undefined){
let data23 = data18.id;
const _errs121 = errors;
if(errors === _errs121){
if(errors === _errs121){
if(typeof data23 === "string"){
if(!(formats0(data23))){
return false;
}
}
else {
return false;
}
}
}
var valid14 = _errs121 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data18.lastActiveAt !== undefined){
let data24 = data18.lastActiveAt;
const _errs123 = errors;
const _errs124 = errors;
let valid18 = false;
const _errs125 = errors;
if(errors === _errs125){
if(typeof data24 === "string"){
if(!pattern0.test(data24)){
errors++;
}
}
else {
errors++;
}
}
var _valid14 = _errs125 === errors;
valid18 = valid18 || _valid14;
if(!valid18){
const _errs127 = errors;
if(errors === _errs127){
if(typeof data24 === "string"){
if(func2(data24) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid14 = _errs127 === errors;
valid18 = valid18 || _valid14;
if(!valid18){
const _errs129 = errors;
if(data24 !== null){
errors++;
}
var _valid14 = _errs129 === errors;
valid18 = valid18 || _valid14;
}
}
if(!valid18){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs124;
}
var valid14 = _errs123 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data18.name !== undefined){
const _errs131 = errors;
if(typeof data18.name !== "string"){
return false;
}
var valid14 = _errs131 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data18.objectType !== undefined){
let data26 = data18.objectType;
const _errs133 = errors;
if(typeof data26 !== "string"){
return false;
}
if("user" !== data26){
return false;
}
var valid14 = _errs133 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data18.primaryEmailId !== undefined){
let data27 = data18.primaryEmailId;
const _errs135 = errors;
if((typeof data27 !== "string") && (data27 !== null)){
return false;
}
var valid14 = _errs135 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data18.updatedAt !== undefined){
let data28 = data18.updatedAt;
const _errs137 = errors;
if(errors === _errs137){
if(typeof data28 === "string"){
if(!pattern0.test(data28)){
return false;
}
}
else {
return false;
}
}
var valid14 = _errs137 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data18.username !== undefined){
const _errs139 = errors;
if(typeof data18.username !== "string"){
return false;
}
var valid14 = _errs139 === errors;
}
else {
var valid14 = true;
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
var valid2 = _errs93 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.userId !== undefined){
let data30 = data3.userId;
const _errs141 = errors;
if((typeof data30 !== "string") && (data30 !== null)){
return false;
}
var valid2 = _errs141 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.userName !== undefined){
let data31 = data3.userName;
const _errs143 = errors;
if((typeof data31 !== "string") && (data31 !== null)){
return false;
}
var valid2 = _errs143 === errors;
}
else {
var valid2 = true;
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
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data2.changes !== undefined){
let data32 = data2.changes;
const _errs145 = errors;
if(errors === _errs145){
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
for(const key0 in data32){
let data33 = data32[key0];
const _errs148 = errors;
if(errors === _errs148){
if(Array.isArray(data33)){
if(data33.length > 2){
return false;
}
else {
if(data33.length < 2){
return false;
}
}
}
else {
return false;
}
}
var valid19 = _errs148 === errors;
if(!valid19){
break;
}
}
}
else {
return false;
}
}
var valid1 = _errs145 === errors;
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
