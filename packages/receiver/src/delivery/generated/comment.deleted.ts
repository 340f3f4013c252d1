// generated, do not edit: run `npm run generate`
// @ts-nocheck: Ajv standalone code (ajv/dist/standalone) compiled from schemas/ in strict mode.
// Validates comment.deleted deliveries, stopping at the first error; loaded on first use, never compiled at run time.
import { formats } from '../formats/formats.ts';
import { ucs2length } from '../formats/ucs2-length.ts';

const pattern0 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$", "u");
const pattern5 = new RegExp("^[0-9a-f]{40}$", "u");
const formats0 = formats.uuid;
const formats2 = formats.uri;
const formats4 = formats.email;
const func2 = ucs2length;

var validate13 = (function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(typeof data === "string"){
if(!(formats0(data))){
errors++;
}
}
else {
errors++;
}
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(typeof data !== "string"){
errors++;
}
if(!(data === "master")){
errors++;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
}
if(!valid0){
errors++;
validate13.errors = vErrors;
return false;
}
else {
errors = _errs0;
}
validate13.errors = vErrors;
return errors === 0;
});


var validate12 = (function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate13(data, {instancePath,parentData,parentDataProperty,rootData}))){
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs2 = errors;
if(errors === _errs2){
if(typeof data === "string"){
if(func2(data) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(data !== null){
errors++;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
}
}
if(!valid0){
errors++;
validate12.errors = vErrors;
return false;
}
else {
errors = _errs0;
}
validate12.errors = vErrors;
return errors === 0;
});


var validate17 = (function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data === "string"){
if(!pattern0.test(data)){
errors++;
}
}
else {
errors++;
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(errors === _errs4){
if(typeof data === "string"){
if(func2(data) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs6 = errors;
if(data !== null){
errors++;
}
var _valid0 = _errs6 === errors;
valid0 = valid0 || _valid0;
}
}
if(!valid0){
errors++;
validate17.errors = vErrors;
return false;
}
else {
errors = _errs0;
}
validate17.errors = vErrors;
return errors === 0;
});


var validate16 = (function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.avatarUrl === undefined) && (missing0 = "avatarUrl")) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.objectType === undefined) && (missing0 = "objectType"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))) || ((data.username === undefined) && (missing0 = "username"))){
return false;
}
else {
if(data.avatarUrl !== undefined){
let data0 = data.avatarUrl;
const _errs1 = errors;
const _errs3 = errors;
let valid2 = false;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data0 === "string"){
if(!(formats2(data0))){
errors++;
}
}
else {
errors++;
}
}
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs6 = errors;
if(errors === _errs6){
if(typeof data0 === "string"){
if(func2(data0) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs8 = errors;
if(data0 !== null){
errors++;
}
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
}
}
if(!valid2){
errors++;
validate16.errors = vErrors;
return false;
}
else {
errors = _errs3;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
let data1 = data.createdAt;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
return false;
}
}
else {
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deletedAt !== undefined){
const _errs13 = errors;
if(!(validate17(data.deletedAt, {instancePath:instancePath+"/deletedAt",parentData:data,parentDataProperty:"deletedAt",rootData}))){
errors++;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.email !== undefined){
let data3 = data.email;
const _errs14 = errors;
const _errs15 = errors;
let valid4 = false;
const _errs16 = errors;
if(errors === _errs16){
if(errors === _errs16){
if(typeof data3 === "string"){
if(!(formats4(data3))){
errors++;
}
}
else {
errors++;
}
}
}
var _valid1 = _errs16 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const _errs18 = errors;
if(errors === _errs18){
if(typeof data3 === "string"){
if(func2(data3) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid1 = _errs18 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const _errs20 = errors;
if(data3 !== null){
errors++;
}
var _valid1 = _errs20 === errors;
valid4 = valid4 || _valid1;
}
}
if(!valid4){
errors++;
validate16.errors = vErrors;
return false;
}
else {
errors = _errs15;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data4 = data.id;
const _errs22 = errors;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data4 === "string"){
if(!(formats0(data4))){
return false;
}
}
else {
return false;
}
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lastActiveAt !== undefined){
const _errs25 = errors;
if(!(validate17(data.lastActiveAt, {instancePath:instancePath+"/lastActiveAt",parentData:data,parentDataProperty:"lastActiveAt",rootData}))){
errors++;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs26 = errors;
if(typeof data.name !== "string"){
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.objectType !== undefined){
let data7 = data.objectType;
const _errs28 = errors;
if(typeof data7 !== "string"){
return false;
}
if("user" !== data7){
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.primaryEmailId !== undefined){
let data8 = data.primaryEmailId;
const _errs30 = errors;
if((typeof data8 !== "string") && (data8 !== null)){
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
let data9 = data.updatedAt;
const _errs33 = errors;
const _errs34 = errors;
if(errors === _errs34){
if(typeof data9 === "string"){
if(!pattern0.test(data9)){
return false;
}
}
else {
return false;
}
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.username !== undefined){
const _errs36 = errors;
if(typeof data.username !== "string"){
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
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
validate16.errors = vErrors;
return errors === 0;
});


var validate21 = (function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data === "string"){
if(!pattern5.test(data)){
errors++;
}
}
else {
errors++;
}
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs4 = errors;
if(errors === _errs4){
if(typeof data === "string"){
if(func2(data) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const _errs6 = errors;
if(data !== null){
errors++;
}
var _valid0 = _errs6 === errors;
valid0 = valid0 || _valid0;
}
}
if(!valid0){
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs0;
}
validate21.errors = vErrors;
return errors === 0;
});


var validate11 = (function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((((((((data.body === undefined) && (missing0 = "body")) || ((data.branchId === undefined) && (missing0 = "branchId"))) || ((data.branchName === undefined) && (missing0 = "branchName"))) || ((data.commenter === undefined) && (missing0 = "commenter"))) || ((data.commitSha === undefined) && (missing0 = "commitSha"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.editedAt === undefined) && (missing0 = "editedAt"))) || ((data.fileId === undefined) && (missing0 = "fileId"))) || ((data.fileName === undefined) && (missing0 = "fileName"))) || ((data.file_type === undefined) && (missing0 = "file_type"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.layerId === undefined) && (missing0 = "layerId"))) || ((data.layerName === undefined) && (missing0 = "layerName"))) || ((data.objectType === undefined) && (missing0 = "objectType"))) || ((data.pageId === undefined) && (missing0 = "pageId"))) || ((data.page_name === undefined) && (missing0 = "page_name"))) || ((data.projectId === undefined) && (missing0 = "projectId"))) || ((data.publishedAt === undefined) && (missing0 = "publishedAt"))) || ((data.replyIds === undefined) && (missing0 = "replyIds"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))){
return false;
}
else {
if(data.annotation !== undefined){
let data0 = data.annotation;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.editing !== undefined){
const _errs6 = errors;
if(typeof data0.editing !== "boolean"){
errors++;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.height !== undefined){
let data2 = data0.height;
const _errs8 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
errors++;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.id !== undefined){
const _errs10 = errors;
if(typeof data0.id !== "string"){
errors++;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.number !== undefined){
let data4 = data0.number;
const _errs12 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
errors++;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.scale !== undefined){
let data5 = data0.scale;
const _errs14 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
errors++;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.width !== undefined){
let data6 = data0.width;
const _errs16 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
errors++;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.x !== undefined){
let data7 = data0.x;
const _errs18 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
errors++;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.y !== undefined){
let data8 = data0.y;
const _errs20 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
errors++;
}
var valid3 = _errs20 === errors;
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
else {
errors++;
}
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs22 = errors;
if(typeof data0 !== "string"){
errors++;
}
var _valid0 = _errs22 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs24 = errors;
if(data0 !== null){
errors++;
}
var _valid0 = _errs24 === errors;
valid1 = valid1 || _valid0;
}
}
if(!valid1){
errors++;
validate11.errors = vErrors;
return false;
}
else {
errors = _errs2;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.body !== undefined){
const _errs26 = errors;
if(typeof data.body !== "string"){
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.branchId !== undefined){
const _errs28 = errors;
if(!(validate12(data.branchId, {instancePath:instancePath+"/branchId",parentData:data,parentDataProperty:"branchId",rootData}))){
errors++;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.branchName !== undefined){
let data11 = data.branchName;
const _errs29 = errors;
if((typeof data11 !== "string") && (data11 !== null)){
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.commenter !== undefined){
const _errs32 = errors;
if(!(validate16(data.commenter, {instancePath:instancePath+"/commenter",parentData:data,parentDataProperty:"commenter",rootData}))){
errors++;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.commitSha !== undefined){
const _errs33 = errors;
if(!(validate21(data.commitSha, {instancePath:instancePath+"/commitSha",parentData:data,parentDataProperty:"commitSha",rootData}))){
errors++;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
let data14 = data.createdAt;
const _errs34 = errors;
const _errs35 = errors;
if(errors === _errs35){
if(typeof data14 === "string"){
if(!pattern0.test(data14)){
return false;
}
}
else {
return false;
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deletedAt !== undefined){
const _errs37 = errors;
if(!(validate17(data.deletedAt, {instancePath:instancePath+"/deletedAt",parentData:data,parentDataProperty:"deletedAt",rootData}))){
errors++;
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.editedAt !== undefined){
const _errs38 = errors;
if(!(validate17(data.editedAt, {instancePath:instancePath+"/editedAt",parentData:data,parentDataProperty:"editedAt",rootData}))){
errors++;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fileId !== undefined){
let data17 = data.fileId;
const _errs39 = errors;
if((typeof data17 !== "string") && (data17 !== null)){
return false;
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.fileName !== undefined){
let data18 = data.fileName;
const _errs42 = errors;
if((typeof data18 !== "string") && (data18 !== null)){
return false;
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.file_type !== undefined){
let data19 = data.file_type;
const _errs45 = errors;
if((typeof data19 !== "string") && (data19 !== null)){
return false;
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data20 = data.id;
const _errs48 = errors;
const _errs49 = errors;
if(errors === _errs49){
if(errors === _errs49){
if(typeof data20 === "string"){
if(!(formats0(data20))){
return false;
}
}
else {
return false;
}
}
}
var valid0 = _errs48 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.layerId !== undefined){
let data21 = data.layerId;
const _errs51 = errors;
if((typeof data21 !== "string") && (data21 !== null)){
return false;
}
var valid0 = _errs51 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.layerName !== undefined){
let data22 = data.layerName;
const _errs54 = errors;
if((typeof data22 !== "string") && (data22 !== null)){
return false;
}
var valid0 = _errs54 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.objectType !== undefined){
let data23 = data.objectType;
const _errs57 = errors;
if(typeof data23 !== "string"){
return false;
}
if("comment" !== data23){
return false;
}
var valid0 = _errs57 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pageId !== undefined){
let data24 = data.pageId;
const _errs59 = errors;
if((typeof data24 !== "string") && (data24 !== null)){
return false;
}
var valid0 = _errs59 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.page_name !== undefined){
let data25 = data.page_name;
const _errs62 = errors;
if((typeof data25 !== "string") && (data25 !== null)){
return false;
}
var valid0 = _errs62 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parent !== undefined){
const _errs65 = errors;
if(!(wrapper0.validate(data.parent, {instancePath:instancePath+"/parent",parentData:data,parentDataProperty:"parent",rootData}))){
errors++;
}
var valid0 = _errs65 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parentId !== undefined){
let data27 = data.parentId;
const _errs66 = errors;
if((typeof data27 !== "string") && (data27 !== null)){
return false;
}
var valid0 = _errs66 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.projectId !== undefined){
let data28 = data.projectId;
const _errs69 = errors;
const _errs70 = errors;
if(errors === _errs70){
if(errors === _errs70){
if(typeof data28 === "string"){
if(!(formats0(data28))){
return false;
}
}
else {
return false;
}
}
}
var valid0 = _errs69 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.publishedAt !== undefined){
const _errs72 = errors;
if(!(validate17(data.publishedAt, {instancePath:instancePath+"/publishedAt",parentData:data,parentDataProperty:"publishedAt",rootData}))){
errors++;
}
var valid0 = _errs72 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.replyIds !== undefined){
let data30 = data.replyIds;
const _errs73 = errors;
if(errors === _errs73){
if(Array.isArray(data30)){
var valid16 = true;
const len0 = data30.length;
for(let i0=0; i0<len0; i0++){
const _errs75 = errors;
if(typeof data30[i0] !== "string"){
return false;
}
var valid16 = _errs75 === errors;
if(!valid16){
break;
}
}
}
else {
return false;
}
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reviewId !== undefined){
let data32 = data.reviewId;
const _errs77 = errors;
if((typeof data32 !== "string") && (data32 !== null)){
return false;
}
var valid0 = _errs77 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reviewStatus !== undefined){
let data33 = data.reviewStatus;
const _errs80 = errors;
const _errs81 = errors;
let valid18 = false;
const _errs82 = errors;
if(typeof data33 !== "string"){
errors++;
}
if(!((((data33 === "") || (data33 === "REQUESTED")) || (data33 === "REJECTED")) || (data33 === "APPROVED"))){
errors++;
}
var _valid1 = _errs82 === errors;
valid18 = valid18 || _valid1;
if(!valid18){
const _errs84 = errors;
if(typeof data33 !== "string"){
errors++;
}
var _valid1 = _errs84 === errors;
valid18 = valid18 || _valid1;
if(!valid18){
const _errs86 = errors;
if(data33 !== null){
errors++;
}
var _valid1 = _errs86 === errors;
valid18 = valid18 || _valid1;
}
}
if(!valid18){
errors++;
validate11.errors = vErrors;
return false;
}
else {
errors = _errs81;
}
var valid0 = _errs80 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
let data34 = data.updatedAt;
const _errs88 = errors;
const _errs89 = errors;
if(errors === _errs89){
if(typeof data34 === "string"){
if(!pattern0.test(data34)){
return false;
}
}
else {
return false;
}
}
var valid0 = _errs88 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userId !== undefined){
let data35 = data.userId;
const _errs91 = errors;
if((typeof data35 !== "string") && (data35 !== null)){
return false;
}
var valid0 = _errs91 === errors;
}
else {
var valid0 = true;
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
validate11.errors = vErrors;
return errors === 0;
});


var validate10 = (function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://designhooks.dev/schemas/events/comment.deleted.schema.json#fast" */;
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
if("comment.deleted" !== data1){
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
if(((((((((((((((((((((data3.body === undefined) && (missing2 = "body")) || ((data3.branchId === undefined) && (missing2 = "branchId"))) || ((data3.branchName === undefined) && (missing2 = "branchName"))) || ((data3.commenter === undefined) && (missing2 = "commenter"))) || ((data3.commitSha === undefined) && (missing2 = "commitSha"))) || ((data3.createdAt === undefined) && (missing2 = "createdAt"))) || ((data3.editedAt === undefined) && (missing2 = "editedAt"))) || ((data3.fileId === undefined) && (missing2 = "fileId"))) || ((data3.fileName === undefined) && (missing2 = "fileName"))) || ((data3.file_type === undefined) && (missing2 = "file_type"))) || ((data3.id === undefined) && (missing2 = "id"))) || ((data3.layerId === undefined) && (missing2 = "layerId"))) || ((data3.layerName === undefined) && (missing2 = "layerName"))) || ((data3.objectType === undefined) && (missing2 = "objectType"))) || ((data3.pageId === undefined) && (missing2 = "pageId"))) || ((data3.page_name === undefined) && (missing2 = "page_name"))) || ((data3.projectId === undefined) && (missing2 = "projectId"))) || ((data3.publishedAt === undefined) && (missing2 = "publishedAt"))) || ((data3.replyIds === undefined) && (missing2 = "replyIds"))) || ((data3.updatedAt === undefined) && (missing2 = "updatedAt"))){
return false;
}
else {
if(data3.annotation !== undefined){
let data4 = data3.annotation;
const _errs9 = errors;
const _errs10 = errors;
let valid3 = false;
const _errs11 = errors;
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.editing !== undefined){
const _errs13 = errors;
if(typeof data4.editing !== "boolean"){
errors++;
}
var valid4 = _errs13 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.height !== undefined){
let data6 = data4.height;
const _errs15 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
errors++;
}
var valid4 = _errs15 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.id !== undefined){
const _errs17 = errors;
if(typeof data4.id !== "string"){
errors++;
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.number !== undefined){
let data8 = data4.number;
const _errs19 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
errors++;
}
var valid4 = _errs19 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.scale !== undefined){
let data9 = data4.scale;
const _errs21 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
errors++;
}
var valid4 = _errs21 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.width !== undefined){
let data10 = data4.width;
const _errs23 = errors;
if(!((typeof data10 == "number") && (isFinite(data10)))){
errors++;
}
var valid4 = _errs23 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.x !== undefined){
let data11 = data4.x;
const _errs25 = errors;
if(!((typeof data11 == "number") && (isFinite(data11)))){
errors++;
}
var valid4 = _errs25 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.y !== undefined){
let data12 = data4.y;
const _errs27 = errors;
if(!((typeof data12 == "number") && (isFinite(data12)))){
errors++;
}
var valid4 = _errs27 === errors;
}
else {
var valid4 = true;
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
errors++;
}
}
var _valid0 = _errs11 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs29 = errors;
if(typeof data4 !== "string"){
errors++;
}
var _valid0 = _errs29 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const _errs31 = errors;
if(data4 !== null){
errors++;
}
var _valid0 = _errs31 === errors;
valid3 = valid3 || _valid0;
}
}
if(!valid3){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs10;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.body !== undefined){
const _errs33 = errors;
if(typeof data3.body !== "string"){
return false;
}
var valid2 = _errs33 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.branchId !== undefined){
let data14 = data3.branchId;
const _errs35 = errors;
const _errs36 = errors;
let valid5 = false;
const _errs37 = errors;
const _errs38 = errors;
let valid6 = false;
const _errs39 = errors;
if(errors === _errs39){
if(errors === _errs39){
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
var _valid2 = _errs39 === errors;
valid6 = valid6 || _valid2;
if(!valid6){
const _errs41 = errors;
if(typeof data14 !== "string"){
errors++;
}
if(!(data14 === "master")){
errors++;
}
var _valid2 = _errs41 === errors;
valid6 = valid6 || _valid2;
}
if(!valid6){
errors++;
}
else {
errors = _errs38;
}
var _valid1 = _errs37 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const _errs43 = errors;
if(errors === _errs43){
if(typeof data14 === "string"){
if(func2(data14) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid1 = _errs43 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const _errs45 = errors;
if(data14 !== null){
errors++;
}
var _valid1 = _errs45 === errors;
valid5 = valid5 || _valid1;
}
}
if(!valid5){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs36;
}
var valid2 = _errs35 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.branchName !== undefined){
let data15 = data3.branchName;
const _errs47 = errors;
if((typeof data15 !== "string") && (data15 !== null)){
return false;
}
var valid2 = _errs47 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.commenter !== undefined){
let data16 = data3.commenter;
const _errs49 = errors;
if(errors === _errs49){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing3;
if((((((((data16.avatarUrl === undefined) && (missing3 = "avatarUrl")) || ((data16.createdAt === undefined) && (missing3 = "createdAt"))) || ((data16.id === undefined) && (missing3 = "id"))) || ((data16.name === undefined) && (missing3 = "name"))) || ((data16.objectType === undefined) && (missing3 = "objectType"))) || ((data16.updatedAt === undefined) && (missing3 = "updatedAt"))) || ((data16.username === undefined) && (missing3 = "username"))){
return false;
}
else {
if(data16.avatarUrl !== undefined){
let data17 = data16.avatarUrl;
const _errs51 = errors;
const _errs52 = errors;
let valid8 = false;
const _errs53 = errors;
if(errors === _errs53){
if(errors === _errs53){
if(typeof data17 === "string"){
if(!(formats2(data17))){
errors++;
}
}
else {
errors++;
}
}
}
var _valid3 = _errs53 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs55 = errors;
if(errors === _errs55){
if(typeof data17 === "string"){
if(func2(data17) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid3 = _errs55 === errors;
valid8 = valid8 || _valid3;
if(!valid8){
const _errs57 = errors;
if(data17 !== null){
errors++;
}
var _valid3 = _errs57 === errors;
valid8 = valid8 || _valid3;
}
}
if(!valid8){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs52;
}
var valid7 = _errs51 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data16.createdAt !== undefined){
let data18 = data16.createdAt;
const _errs59 = errors;
if(errors === _errs59){
if(typeof data18 === "string"){
if(!pattern0.test(data18)){
return false;
}
}
else {
return false;
}
}
var valid7 = _errs59 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data16.deletedAt !== undefined){
let data19 = data16.deletedAt;
const _errs61 = errors;
const _errs62 = errors;
let valid9 = false;
const _errs63 = errors;
if(errors === _errs63){
if(typeof data19 === "string"){
if(!pattern0.test(data19)){
errors++;
}
}
else {
errors++;
}
}
var _valid4 = _errs63 === errors;
valid9 = valid9 || _valid4;
if(!valid9){
const _errs65 = errors;
if(errors === _errs65){
if(typeof data19 === "string"){
if(func2(data19) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid4 = _errs65 === errors;
valid9 = valid9 || _valid4;
if(!valid9){
const _errs67 = errors;
if(data19 !== null){
errors++;
}
var _valid4 = _errs67 === errors;
valid9 = valid9 || _valid4;
}
}
if(!valid9){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs62;
}
var valid7 = _errs61 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data16.email !== undefined){
let data20 = data16.email;
const _errs69 = errors;
const _errs70 = errors;
let valid10 = false;
const _errs71 = errors;
if(errors === _errs71){
if(errors === _errs71){
if(typeof data20 === "string"){
if(!(formats4(data20))){
errors++;
}
}
else {
errors++;
}
}
}
var _valid5 = _errs71 === errors;
valid10 = valid10 || _valid5;
if(!valid10){
const _errs73 = errors;
if(errors === _errs73){
if(typeof data20 === "string"){
if(func2(data20) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid5 = _errs73 === errors;
valid10 = valid10 || _valid5;
if(!valid10){
const _errs75 = errors;
if(data20 !== null){
errors++;
}
var _valid5 = _errs75 === errors;
valid10 = valid10 || _valid5;
}
}
if(!valid10){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs70;
}
var valid7 = _errs69 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data16.id !== undefined){
let data21 = data16.id;
const _errs77 = errors;
if(errors === _errs77){
if(errors === _errs77){
if(typeof data21 === "string"){
if(!(formats0(data21))){
return false;
}
}
else {
return false;
}
}
}
var valid7 = _errs77 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data16.lastActiveAt !== undefined){
let data22 = data16.lastActiveAt;
const _errs79 = errors;
const _errs80 = errors;
let valid11 = false;
const _errs81 = errors;
if(errors === _errs81){
if(typeof data22 === "string"){
if(!pattern0.test(data22)){
errors++;
}
}
else {
errors++;
}
}
var _valid6 = _errs81 === errors;
valid11 = valid11 || _valid6;
if(!valid11){
const _errs83 = errors;
if(errors === _errs83){
if(typeof data22 === "string"){
if(func2(data22) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid6 = _errs83 === errors;
valid11 = valid11 || _valid6;
if(!valid11){
const _errs85 = errors;
if(data22 !== null){
errors++;
}
var _valid6 = _errs85 === errors;
valid11 = valid11 || _valid6;
}
}
if(!valid11){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs80;
}
var valid7 = _errs79 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data16.name !== undefined){
const _errs87 = errors;
if(typeof data16.name !== "string"){
return false;
}
var valid7 = _errs87 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data16.objectType !== undefined){
let data24 = data16.objectType;
const _errs89 = errors;
if(typeof data24 !== "string"){
return false;
}
if("user" !== data24){
return false;
}
var valid7 = _errs89 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data16.primaryEmailId !== undefined){
let data25 = data16.primaryEmailId;
const _errs91 = errors;
if((typeof data25 !== "string") && (data25 !== null)){
return false;
}
var valid7 = _errs91 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data16.updatedAt !== undefined){
let data26 = data16.updatedAt;
const _errs93 = errors;
if(errors === _errs93){
if(typeof data26 === "string"){
if(!pattern0.test(data26)){
return false;
}
}
else {
return false;
}
}
var valid7 = _errs93 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data16.username !== undefined){
const _errs95 = errors;
if(typeof data16.username !== "string"){
return false;
}
var valid7 = _errs95 === errors;
}
else {
var valid7 = true;
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
var valid2 = _errs49 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.commitSha !== undefined){
let data28 = data3.commitSha;
const _errs97 = errors;
const _errs98 = errors;
let valid12 = false;
const _errs99 = errors;
if(errors === _errs99){
if(typeof data28 === "string"){
if(!pattern5.test(data28)){
errors++;
}
}
else {
errors++;
}
}
var _valid7 = _errs99 === errors;
valid12 = valid12 || _valid7;
if(!valid12){
const _errs101 = errors;
if(errors === _errs101){
if(typeof data28 === "string"){
if(func2(data28) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid7 = _errs101 === errors;
valid12 = valid12 || _valid7;
if(!valid12){
const _errs103 = errors;
if(data28 !== null){
errors++;
}
var _valid7 = _errs103 === errors;
valid12 = valid12 || _valid7;
}
}
if(!valid12){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs98;
}
var valid2 = _errs97 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.createdAt !== undefined){
let data29 = data3.createdAt;
const _errs105 = errors;
if(errors === _errs105){
if(typeof data29 === "string"){
if(!pattern0.test(data29)){
return false;
}
}
else {
return false;
}
}
var valid2 = _errs105 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.deletedAt !== undefined){
let data30 = data3.deletedAt;
const _errs107 = errors;
const _errs108 = errors;
let valid13 = false;
const _errs109 = errors;
if(errors === _errs109){
if(typeof data30 === "string"){
if(!pattern0.test(data30)){
errors++;
}
}
else {
errors++;
}
}
var _valid8 = _errs109 === errors;
valid13 = valid13 || _valid8;
if(!valid13){
const _errs111 = errors;
if(errors === _errs111){
if(typeof data30 === "string"){
if(func2(data30) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid8 = _errs111 === errors;
valid13 = valid13 || _valid8;
if(!valid13){
const _errs113 = errors;
if(data30 !== null){
errors++;
}
var _valid8 = _errs113 === errors;
valid13 = valid13 || _valid8;
}
}
if(!valid13){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs108;
}
var valid2 = _errs107 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.editedAt !== undefined){
let data31 = data3.editedAt;
const _errs115 = errors;
const _errs116 = errors;
let valid14 = false;
const _errs117 = errors;
if(errors === _errs117){
if(typeof data31 === "string"){
if(!pattern0.test(data31)){
errors++;
}
}
else {
errors++;
}
}
var _valid9 = _errs117 === errors;
valid14 = valid14 || _valid9;
if(!valid14){
const _errs119 = errors;
if(errors === _errs119){
if(typeof data31 === "string"){
if(func2(data31) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid9 = _errs119 === errors;
valid14 = valid14 || _valid9;
if(!valid14){
const _errs121 = errors;
if(data31 !== null){
errors++;
}
var _valid9 = _errs121 === errors;
valid14 = valid14 || _valid9;
}
}
if(!valid14){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs116;
}
var valid2 = _errs115 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.fileId !== undefined){
let data32 = data3.fileId;
const _errs123 = errors;
if((typeof data32 !== "string") && (data32 !== null)){
return false;
}
var valid2 = _errs123 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.fileName !== undefined){
let data33 = data3.fileName;
const _errs125 = errors;
if((typeof data33 !== "string") && (data33 !== null)){
return false;
}
var valid2 = _errs125 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.file_type !== undefined){
let data34 = data3.file_type;
const _errs127 = errors;
if((typeof data34 !== "string") && (data34 !== null)){
return false;
}
var valid2 = _errs127 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.id !== undefined){
let data35 = data3.id;
const _errs129 = errors;
if(errors === _errs129){
if(errors === _errs129){
if(typeof data35 === "string"){
if(!(formats0(data35))){
return false;
}
}
else {
return false;
}
}
}
var valid2 = _errs129 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.layerId !== undefined){
let data36 = data3.layerId;
const _errs131 = errors;
if((typeof data36 !== "string") && (data36 !== null)){
return false;
}
var valid2 = _errs131 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.layerName !== undefined){
let data37 = data3.layerName;
const _errs133 = errors;
if((typeof data37 !== "string") && (data37 !== null)){
return false;
}
var valid2 = _errs133 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.objectType !== undefined){
let data38 = data3.objectType;
const _errs135 = errors;
if(typeof data38 !== "string"){
return false;
}
if("comment" !== data38){
return false;
}
var valid2 = _errs135 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.pageId !== undefined){
let data39 = data3.pageId;
const _errs137 = errors;
if((typeof data39 !== "string") && (data39 !== null)){
return false;
}
var valid2 = _errs137 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.page_name !== undefined){
let data40 = data3.page_name;
const _errs139 = errors;
if((typeof data40 !== "string") && (data40 !== null)){
return false;
}
var valid2 = _errs139 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.parent !== undefined){
const _errs141 = errors;
if(!(validate11(data3.parent, {instancePath:instancePath+"/data/object/parent",parentData:data3,parentDataProperty:"parent",rootData}))){
errors++;
}
var valid2 = _errs141 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.parentId !== undefined){
let data42 = data3.parentId;
const _errs142 = errors;
if((typeof data42 !== "string") && (data42 !== null)){
return false;
}
var valid2 = _errs142 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.projectId !== undefined){
let data43 = data3.projectId;
const _errs144 = errors;
if(errors === _errs144){
if(errors === _errs144){
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
var valid2 = _errs144 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.publishedAt !== undefined){
let data44 = data3.publishedAt;
const _errs146 = errors;
const _errs147 = errors;
let valid15 = false;
const _errs148 = errors;
if(errors === _errs148){
if(typeof data44 === "string"){
if(!pattern0.test(data44)){
errors++;
}
}
else {
errors++;
}
}
var _valid10 = _errs148 === errors;
valid15 = valid15 || _valid10;
if(!valid15){
const _errs150 = errors;
if(errors === _errs150){
if(typeof data44 === "string"){
if(func2(data44) > 0){
errors++;
}
}
else {
errors++;
}
}
var _valid10 = _errs150 === errors;
valid15 = valid15 || _valid10;
if(!valid15){
const _errs152 = errors;
if(data44 !== null){
errors++;
}
var _valid10 = _errs152 === errors;
valid15 = valid15 || _valid10;
}
}
if(!valid15){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs147;
}
var valid2 = _errs146 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.replyIds !== undefined){
let data45 = data3.replyIds;
const _errs154 = errors;
if(errors === _errs154){
if(Array.isArray(data45)){
var valid16 = true;
const len0 = data45.length;
for(let i0=0; i0<len0; i0++){
const _errs156 = errors;
if(typeof data45[i0] !== "string"){
return false;
}
var valid16 = _errs156 === errors;
if(!valid16){
break;
}
}
}
else {
return false;
}
}
var valid2 = _errs154 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.reviewId !== undefined){
let data47 = data3.reviewId;
const _errs158 = errors;
if((typeof data47 !== "string") && (data47 !== null)){
return false;
}
var valid2 = _errs158 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.reviewStatus !== undefined){
let data48 = data3.reviewStatus;
const _errs160 = errors;
const _errs161 = errors;
let valid17 = false;
const _errs162 = errors;
if(typeof data48 !== "string"){
errors++;
}
if(!((((data48 === "") || (data48 === "REQUESTED")) || (data48 === "REJECTED")) || (data48 === "APPROVED"))){
errors++;
}
var _valid11 = _errs162 === errors;
valid17 = valid17 || _valid11;
if(!valid17){
const _errs164 = errors;
if(typeof data48 !== "string"){
errors++;
}
var _valid11 = _errs164 === errors;
valid17 = valid17 || _valid11;
if(!valid17){
const _errs166 = errors;
if(data48 !== null){
errors++;
}
var _valid11 = _errs166 === errors;
valid17 = valid17 || _valid11;
}
}
if(!valid17){
errors++;
validate10.errors = vErrors;
return false;
}
else {
errors = _errs161;
}
var valid2 = _errs160 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.updatedAt !== undefined){
let data49 = data3.updatedAt;
const _errs168 = errors;
if(errors === _errs168){
if(typeof data49 === "string"){
if(!pattern0.test(data49)){
return false;
}
}
else {
return false;
}
}
var valid2 = _errs168 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.userId !== undefined){
let data50 = data3.userId;
const _errs170 = errors;
if((typeof data50 !== "string") && (data50 !== null)){
return false;
}
var valid2 = _errs170 === errors;
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
let data51 = data2.changes;
const _errs172 = errors;
if(errors === _errs172){
if(data51 && typeof data51 == "object" && !Array.isArray(data51)){
for(const key0 in data51){
let data52 = data51[key0];
const _errs175 = errors;
if(errors === _errs175){
if(Array.isArray(data52)){
if(data52.length > 2){
return false;
}
else {
if(data52.length < 2){
return false;
}
}
}
else {
return false;
}
}
var valid18 = _errs175 === errors;
if(!valid18){
break;
}
}
}
else {
return false;
}
}
var valid1 = _errs172 === errors;
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
const wrapper0 = {validate: validate11};
