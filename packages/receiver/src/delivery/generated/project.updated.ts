// generated, do not edit: run `npm run generate`
// @ts-nocheck: Ajv standalone code (ajv/dist/standalone) compiled from schemas/ in strict mode.
// Validates project.updated deliveries, stopping at the first error; loaded on first use, never compiled at run time.
import { formats } from '../formats/formats.ts';
import { ucs2length } from '../formats/ucs2-length.ts';

const pattern0 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$", "u");
const pattern2 = new RegExp("^#", "u");
const func2 = ucs2length;
const formats0 = formats.uri;
const formats2 = formats.email;
const formats4 = formats.uuid;

var validate10 = (function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://designhooks.dev/schemas/events/project.updated.schema.json#fast" */;
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
if("project.updated" !== data1){
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
if(((((((((((((((((data3.about === undefined) && (missing2 = "about")) || ((data3.archivedAt === undefined) && (missing2 = "archivedAt"))) || ((data3.color === undefined) && (missing2 = "color"))) || ((data3.createdAt === undefined) && (missing2 = "createdAt"))) || ((data3.createdByUser === undefined) && (missing2 = "createdByUser"))) || ((data3.deletedAt === undefined) && (missing2 = "deletedAt"))) || ((data3.description === undefined) && (missing2 = "description"))) || ((data3.firstPushedAt === undefined) && (missing2 = "firstPushedAt"))) || ((data3.id === undefined) && (missing2 = "id"))) || ((data3.name === undefined) && (missing2 = "name"))) || ((data3.objectType === undefined) && (missing2 = "objectType"))) || ((data3.organizationId === undefined) && (missing2 = "organizationId"))) || ((data3.pushedAt === undefined) && (missing2 = "pushedAt"))) || ((data3.sectionId === undefined) && (missing2 = "sectionId"))) || ((data3.updatedAt === undefined) && (missing2 = "updatedAt"))) || ((data3.visibility === undefined) && (missing2 = "visibility"))){
return false;
}
else {
if(data3.about !== undefined){
let data4 = data3.about;
const _errs9 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
return false;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.archivedAt !== undefined){
let data5 = data3.archivedAt;
const _errs11 = errors;
const _errs12 = errors;
let valid3 = false;
const _errs13 = errors;
if(errors === _errs13){
if(typeof data5 === "string"){
if(!pattern0.test(data5)){
errors++;
}
}
else {
errors++;
}
}
var _valid0 = _errs13 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs15 = errors;
if(errors === _errs15){
if(typeof data5 === "string"){
if(func2(data5) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid0 = _errs15 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs17 = errors;
if(data5 !== null){
errors++;
}
var _valid0 = _errs17 === errors;
valid3 = valid3 || _valid0;
}
}
if(!valid3){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs12;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.assetAutoGeneration !== undefined){
let data6 = data3.assetAutoGeneration;
const _errs19 = errors;
const _errs20 = errors;
let valid4 = false;
const _errs21 = errors;
if(typeof data6 !== "string"){
errors++;
}
if(!(((data6 === "all") || (data6 === "master")) || (data6 === "off"))){
errors++;
}
var _valid1 = _errs21 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const _errs23 = errors;
if(typeof data6 !== "string"){
errors++;
}
var _valid1 = _errs23 === errors;
valid4 = valid4 || _valid1;
}
if(!valid4){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs20;
}
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.color !== undefined){
let data7 = data3.color;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data7 === "string"){
if(!pattern2.test(data7)){
return false;
}
}
else {
return false;
}
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.createdAt !== undefined){
let data8 = data3.createdAt;
const _errs27 = errors;
if(errors === _errs27){
if(typeof data8 === "string"){
if(!pattern0.test(data8)){
return false;
}
}
else {
return false;
}
}
var valid2 = _errs27 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.createdByUser !== undefined){
let data9 = data3.createdByUser;
const _errs29 = errors;
if(errors === _errs29){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing3;
if((((((((data9.avatarUrl === undefined) && (missing3 = "avatarUrl")) || ((data9.createdAt === undefined) && (missing3 = "createdAt"))) || ((data9.id === undefined) && (missing3 = "id"))) || ((data9.name === undefined) && (missing3 = "name"))) || ((data9.objectType === undefined) && (missing3 = "objectType"))) || ((data9.updatedAt === undefined) && (missing3 = "updatedAt"))) || ((data9.username === undefined) && (missing3 = "username"))){
return false;
}
else {
if(data9.avatarUrl !== undefined){
let data10 = data9.avatarUrl;
const _errs31 = errors;
const _errs32 = errors;
let valid6 = false;
const _errs33 = errors;
if(errors === _errs33){
if(errors === _errs33){
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
var _valid2 = _errs33 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs35 = errors;
if(errors === _errs35){
if(typeof data10 === "string"){
if(func2(data10) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid2 = _errs35 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs37 = errors;
if(data10 !== null){
errors++;
}
var _valid2 = _errs37 === errors;
valid6 = valid6 || _valid2;
}
}
if(!valid6){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs32;
}
var valid5 = _errs31 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.createdAt !== undefined){
let data11 = data9.createdAt;
const _errs39 = errors;
if(errors === _errs39){
if(typeof data11 === "string"){
if(!pattern0.test(data11)){
return false;
}
}
else {
return false;
}
}
var valid5 = _errs39 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.deletedAt !== undefined){
let data12 = data9.deletedAt;
const _errs41 = errors;
const _errs42 = errors;
let valid7 = false;
const _errs43 = errors;
if(errors === _errs43){
if(typeof data12 === "string"){
if(!pattern0.test(data12)){
errors++;
}
}
else {
errors++;
}
}
var _valid3 = _errs43 === errors;
valid7 = valid7 || _valid3;
if(!valid7){
const _errs45 = errors;
if(errors === _errs45){
if(typeof data12 === "string"){
if(func2(data12) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid3 = _errs45 === errors;
valid7 = valid7 || _valid3;
if(!valid7){
const _errs47 = errors;
if(data12 !== null){
errors++;
}
var _valid3 = _errs47 === errors;
valid7 = valid7 || _valid3;
}
}
if(!valid7){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs42;
}
var valid5 = _errs41 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.email !== undefined){
let data13 = data9.email;
const _errs49 = errors;
const _errs50 = errors;
let valid8 = false;
const _errs51 = errors;
if(errors === _errs51){
if(errors === _errs51){
if(typeof data13 === "string"){
if(!(formats2(data13))){
errors++;
}
}
else {
errors++;
}
}
}
var _valid4 = _errs51 === errors;
valid8 = valid8 || _valid4;
if(!valid8){
const _errs53 = errors;
if(errors === _errs53){
if(typeof data13 === "string"){
if(func2(data13) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid4 = _errs53 === errors;
valid8 = valid8 || _valid4;
if(!valid8){
const _errs55 = errors;
if(data13 !== null){
errors++;
}
var _valid4 = _errs55 === errors;
valid8 = valid8 || _valid4;
}
}
if(!valid8){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs50;
}
var valid5 = _errs49 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.id !== undefined){
let data14 = data9.id;
const _errs57 = errors;
if(errors === _errs57){
if(errors === _errs57){
if(typeof data14 === "string"){
if(!(formats4(data14))){
return false;
}
}
else {
return false;
}
}
}
var valid5 = _errs57 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.lastActiveAt !== undefined){
let data15 = data9.lastActiveAt;
const _errs59 = errors;
const _errs60 = errors;
let valid9 = false;
const _errs61 = errors;
if(errors === _errs61){
if(typeof data15 === "string"){
if(!pattern0.test(data15)){
errors++;
}
}
else {
errors++;
}
}
var _valid5 = _errs61 === errors;
valid9 = valid9 || _valid5;
if(!valid9){
const _errs63 = errors;
if(errors === _errs63){
if(typeof data15 === "string"){
if(func2(data15) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid5 = _errs63 === errors;
valid9 = valid9 || _valid5;
if(!valid9){
const _errs65 = errors;
if(data15 !== null){
errors++;
}
var _valid5 = _errs65 === errors;
valid9 = valid9 || _valid5;
}
}
if(!valid9){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs60;
}
var valid5 = _errs59 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.name !== undefined){
const _errs67 = errors;
if(typeof data9.name !== "string"){
return false;
}
var valid5 = _errs67 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.objectType !== undefined){
let data17 = data9.objectType;
const _errs69 = errors;
if(typeof data17 !== "string"){
return false;
}
if("user" !== data17){
return false;
}
var valid5 = _errs69 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.primaryEmailId !== undefined){
let data18 = data9.primaryEmailId;
const _errs71 = errors;
if((typeof data18 !== "string") && (data18 !== null)){
return false;
}
var valid5 = _errs71 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.updatedAt !== undefined){
let data19 = data9.updatedAt;
const _errs73 = errors;
if(errors === _errs73){
if(typeof data19 === "string"){
if(!pattern0.test(data19)){
return false;
}
}
else {
return false;
}
}
var valid5 = _errs73 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.username !== undefined){
const _errs75 = errors;
if(typeof data9.username !== "string"){
return false;
}
var valid5 = _errs75 === errors;
}
else {
var valid5 = true;
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
var valid2 = _errs29 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.deletedAt !== undefined){
let data21 = data3.deletedAt;
const _errs77 = errors;
const _errs78 = errors;
let valid10 = false;
const _errs79 = errors;
if(errors === _errs79){
if(typeof data21 === "string"){
if(!pattern0.test(data21)){
errors++;
}
}
else {
errors++;
}
}
var _valid6 = _errs79 === errors;
valid10 = valid10 || _valid6;
if(!valid10){
const _errs81 = errors;
if(errors === _errs81){
if(typeof data21 === "string"){
if(func2(data21) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid6 = _errs81 === errors;
valid10 = valid10 || _valid6;
if(!valid10){
const _errs83 = errors;
if(data21 !== null){
errors++;
}
var _valid6 = _errs83 === errors;
valid10 = valid10 || _valid6;
}
}
if(!valid10){
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
if(data3.description !== undefined){
let data22 = data3.description;
const _errs85 = errors;
if((typeof data22 !== "string") && (data22 !== null)){
return false;
}
var valid2 = _errs85 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.firstPushedAt !== undefined){
let data23 = data3.firstPushedAt;
const _errs87 = errors;
const _errs88 = errors;
let valid11 = false;
const _errs89 = errors;
if(errors === _errs89){
if(typeof data23 === "string"){
if(!pattern0.test(data23)){
errors++;
}
}
else {
errors++;
}
}
var _valid7 = _errs89 === errors;
valid11 = valid11 || _valid7;
if(!valid11){
const _errs91 = errors;
if(errors === _errs91){
if(typeof data23 === "string"){
if(func2(data23) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid7 = _errs91 === errors;
valid11 = valid11 || _valid7;
if(!valid11){
const _errs93 = errors;
if(data23 !== null){
errors++;
}
var _valid7 = _errs93 === errors;
valid11 = valid11 || _valid7;
}
}
if(!valid11){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs88;
}
var valid2 = _errs87 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.id !== undefined){
let data24 = data3.id;
const _errs95 = errors;
if(errors === _errs95){
if(errors === _errs95){
if(typeof data24 === "string"){
if(!(formats4(data24))){
return false;
}
}
else {
return false;
}
}
}
var valid2 = _errs95 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.isNew !== undefined){
const _errs97 = errors;
if(typeof data3.isNew !== "boolean"){
return false;
}
var valid2 = _errs97 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.name !== undefined){
const _errs99 = errors;
if(typeof data3.name !== "string"){
return false;
}
var valid2 = _errs99 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.objectType !== undefined){
let data27 = data3.objectType;
const _errs101 = errors;
if(typeof data27 !== "string"){
return false;
}
if("project" !== data27){
return false;
}
var valid2 = _errs101 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.organizationId !== undefined){
let data28 = data3.organizationId;
const _errs103 = errors;
if(errors === _errs103){
if(errors === _errs103){
if(typeof data28 === "string"){
if(!(formats4(data28))){
return false;
}
}
else {
return false;
}
}
}
var valid2 = _errs103 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.pushedAt !== undefined){
let data29 = data3.pushedAt;
const _errs105 = errors;
const _errs106 = errors;
let valid12 = false;
const _errs107 = errors;
if(errors === _errs107){
if(typeof data29 === "string"){
if(!pattern0.test(data29)){
errors++;
}
}
else {
errors++;
}
}
var _valid8 = _errs107 === errors;
valid12 = valid12 || _valid8;
if(!valid12){
const _errs109 = errors;
if(errors === _errs109){
if(typeof data29 === "string"){
if(func2(data29) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid8 = _errs109 === errors;
valid12 = valid12 || _valid8;
if(!valid12){
const _errs111 = errors;
if(data29 !== null){
errors++;
}
var _valid8 = _errs111 === errors;
valid12 = valid12 || _valid8;
}
}
if(!valid12){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs106;
}
var valid2 = _errs105 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.repoCreatedAt !== undefined){
let data30 = data3.repoCreatedAt;
const _errs113 = errors;
const _errs114 = errors;
let valid13 = false;
const _errs115 = errors;
if(errors === _errs115){
if(typeof data30 === "string"){
if(!pattern0.test(data30)){
errors++;
}
}
else {
errors++;
}
}
var _valid9 = _errs115 === errors;
valid13 = valid13 || _valid9;
if(!valid13){
const _errs117 = errors;
if(errors === _errs117){
if(typeof data30 === "string"){
if(func2(data30) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid9 = _errs117 === errors;
valid13 = valid13 || _valid9;
if(!valid13){
const _errs119 = errors;
if(data30 !== null){
errors++;
}
var _valid9 = _errs119 === errors;
valid13 = valid13 || _valid9;
}
}
if(!valid13){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs114;
}
var valid2 = _errs113 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.sectionId !== undefined){
let data31 = data3.sectionId;
const _errs121 = errors;
if((typeof data31 !== "string") && (data31 !== null)){
return false;
}
var valid2 = _errs121 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.sizeInBytes !== undefined){
let data32 = data3.sizeInBytes;
const _errs123 = errors;
if(errors === _errs123){
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 < 0 || isNaN(data32)){
return false;
}
}
else {
return false;
}
}
var valid2 = _errs123 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.type !== undefined){
let data33 = data3.type;
const _errs125 = errors;
const _errs126 = errors;
let valid14 = false;
const _errs127 = errors;
if(typeof data33 !== "string"){
errors++;
}
if(!(data33 === "cloud")){
errors++;
}
var _valid10 = _errs127 === errors;
valid14 = valid14 || _valid10;
if(!valid14){
const _errs129 = errors;
if(typeof data33 !== "string"){
errors++;
}
var _valid10 = _errs129 === errors;
valid14 = valid14 || _valid10;
if(!valid14){
const _errs131 = errors;
if(data33 !== null){
errors++;
}
var _valid10 = _errs131 === errors;
valid14 = valid14 || _valid10;
}
}
if(!valid14){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs126;
}
var valid2 = _errs125 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.updatedAt !== undefined){
let data34 = data3.updatedAt;
const _errs133 = errors;
if(errors === _errs133){
if(typeof data34 === "string"){
if(!pattern0.test(data34)){
return false;
}
}
else {
return false;
}
}
var valid2 = _errs133 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.visibility !== undefined){
let data35 = data3.visibility;
const _errs135 = errors;
const _errs136 = errors;
let valid15 = false;
const _errs137 = errors;
if(typeof data35 !== "string"){
errors++;
}
if(!((data35 === "organization") || (data35 === "specific"))){
errors++;
}
var _valid11 = _errs137 === errors;
valid15 = valid15 || _valid11;
if(!valid15){
const _errs139 = errors;
if(typeof data35 !== "string"){
errors++;
}
var _valid11 = _errs139 === errors;
valid15 = valid15 || _valid11;
}
if(!valid15){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs136;
}
var valid2 = _errs135 === errors;
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
let data36 = data2.changes;
const _errs141 = errors;
if(errors === _errs141){
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
for(const key0 in data36){
let data37 = data36[key0];
const _errs144 = errors;
if(errors === _errs144){
if(Array.isArray(data37)){
if(data37.length > 2){
return false;
}
else {
if(data37.length < 2){
return false;
}
}
}
else {
return false;
}
}
var valid16 = _errs144 === errors;
if(!valid16){
break;
}
}
}
else {
return false;
}
}
var valid1 = _errs141 === errors;
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
