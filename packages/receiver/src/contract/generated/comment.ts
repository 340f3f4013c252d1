// generated, do not edit: run `npm run generate`
// @ts-nocheck: Ajv standalone code (ajv/dist/standalone) compiled from schemas/ in strict mode.
// Validates comment.created, comment.updated, comment.deleted deliveries (one shape, the event name a parameter), stopping at the first error; loaded on first use, never compiled at run time.
import { formats } from '../formats/formats.ts';
import { ucs2length } from '../formats/ucs2-length.ts';

// Whether a valid delivery carries what the contract does not know (see detect-drift.ts): recursive, so a
// comment chain thousands deep throws a RangeError, which detectDrift answers with the table walk.
function drift3(value) {
if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
let item;
let known = 0;
if ((item = value["avatarUrl"]) !== undefined) {
known += 1;
if (!(typeof item === 'string')) return true;
}
if ((item = value["createdAt"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["deletedAt"]) !== undefined) {
known += 1;
if (!(item === null)) return true;
}
if ((item = value["email"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["id"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["lastActiveAt"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["name"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["objectType"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["primaryEmailId"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["updatedAt"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["username"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
let keys = 0;
for (const key in value) keys += 1;
if (keys !== known) return true;
}
return false;
}
function drift26(value) {
if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
let item;
let known = 0;
if ((item = value["annotation"]) !== undefined) {
known += 1;
if (!(item === null || typeof item === 'string' || (typeof item === 'object' && item !== null && !Array.isArray(item))) || drift27(item)) return true;
}
if ((item = value["body"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["branchId"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["branchName"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["commenter"]) !== undefined) {
known += 1;
if (!(typeof item === 'object' && item !== null && !Array.isArray(item)) || drift3(item)) return true;
}
if ((item = value["commitSha"]) !== undefined) {
known += 1;
if (!(item === null || typeof item === 'string')) return true;
}
if ((item = value["createdAt"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["deletedAt"]) !== undefined) {
known += 1;
if (!(item === null || typeof item === 'string')) return true;
}
if ((item = value["editedAt"]) !== undefined) {
known += 1;
if (!(typeof item === 'string')) return true;
}
if ((item = value["fileId"]) !== undefined) {
known += 1;
if (!(item === null || typeof item === 'string')) return true;
}
if ((item = value["fileName"]) !== undefined) {
known += 1;
if (!(item === null || typeof item === 'string')) return true;
}
if ((item = value["file_type"]) !== undefined) {
known += 1;
if (!(item === null || typeof item === 'string')) return true;
}
if ((item = value["id"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["layerId"]) !== undefined) {
known += 1;
if (!(item === null || typeof item === 'string')) return true;
}
if ((item = value["layerName"]) !== undefined) {
known += 1;
if (!(item === null || typeof item === 'string')) return true;
}
if ((item = value["objectType"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["pageId"]) !== undefined) {
known += 1;
if (!(item === null || typeof item === 'string')) return true;
}
if ((item = value["page_name"]) !== undefined) {
known += 1;
if (!(item === null || typeof item === 'string')) return true;
}
if ((item = value["parent"]) !== undefined) {
known += 1;
if (!(typeof item === 'object' && item !== null && !Array.isArray(item)) || drift26(item)) return true;
}
if ((item = value["parentId"]) !== undefined) {
known += 1;
if (!(item === '')) return true;
}
if ((item = value["projectId"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["publishedAt"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["replyIds"]) !== undefined) {
known += 1;
if (!(Array.isArray(item))) return true;
}
if ((item = value["reviewId"]) !== undefined) {
known += 1;
if (!(item === null || typeof item === 'string')) return true;
}
if ((item = value["reviewStatus"]) !== undefined) {
known += 1;
if (!(item === null || typeof item === 'string') || drift28(item)) return true;
}
if ((item = value["updatedAt"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["userId"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
let keys = 0;
for (const key in value) keys += 1;
if (keys !== known) return true;
}
return false;
}
function drift27(value) {
if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
let item;
let known = 0;
if ((item = value["editing"]) !== undefined) {
known += 1;
if (!(typeof item === 'boolean')) return true;
}
if ((item = value["height"]) !== undefined) {
known += 1;
if (!(typeof item === 'number')) return true;
}
if ((item = value["id"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["number"]) !== undefined) {
known += 1;
if (!(typeof item === 'number')) return true;
}
if ((item = value["scale"]) !== undefined) {
known += 1;
if (!(typeof item === 'number')) return true;
}
if ((item = value["width"]) !== undefined) {
known += 1;
if (!(typeof item === 'number')) return true;
}
if ((item = value["x"]) !== undefined) {
known += 1;
if (!(typeof item === 'number')) return true;
}
if ((item = value["y"]) !== undefined) {
known += 1;
if (!(typeof item === 'number')) return true;
}
let keys = 0;
for (const key in value) keys += 1;
if (keys !== known) return true;
}
return false;
}
function drift28(value) {
return typeof value === 'string' && value !== "" && value !== "REQUESTED" && value !== "REJECTED" && value !== "APPROVED";
}
function drift29(value) {
if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
let item;
let known = 0;
if ((item = value["object"]) !== undefined) {
known += 1;
if (!(typeof item === 'object' && item !== null && !Array.isArray(item)) || drift26(item)) return true;
}
if (value["changes"] !== undefined) return true;
let keys = 0;
for (const key in value) keys += 1;
if (keys !== known) return true;
}
return false;
}
function drift30(value) {
if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
let item;
let known = 0;
if ((item = value["createdAt"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["event"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["data"]) !== undefined) {
known += 1;
if (!(typeof item === 'object' && item !== null && !Array.isArray(item)) || drift29(item)) return true;
}
let keys = 0;
for (const key in value) keys += 1;
if (keys !== known) return true;
}
return false;
}
const HAS_DRIFT = {
  "comment.created": drift30,
  "comment.updated": drift30,
  "comment.deleted": drift30,
};

/** The validator of one event of this shape (comment.created, comment.updated, comment.deleted). */
export function validatorFor(eventName) {
const pattern0 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$", "u");
const formats0 = formats.uuid;

var validate14 = (function validate14(data){
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
return false;
}
else {
errors = _errs0;
}
return errors === 0;
});

const func2 = ucs2length;

var validate13 = (function validate13(data){
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(!(validate14(data))){
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
return false;
}
else {
errors = _errs0;
}
return errors === 0;
});

const formats2 = formats.uri;
const formats4 = formats.email;

var validate18 = (function validate18(data){
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
return false;
}
else {
errors = _errs0;
}
return errors === 0;
});


var validate17 = (function validate17(data){
/*# sourceURL="https://designhooks.dev/schemas/objects/user.schema.json" */;
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
if(!(validate18(data.deletedAt))){
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
if(!(validate18(data.lastActiveAt))){
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
return errors === 0;
});

const pattern4 = new RegExp("^[0-9a-f]{40}$", "u");

var validate22 = (function validate22(data){
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data === "string"){
if(!pattern4.test(data)){
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
return false;
}
else {
errors = _errs0;
}
return errors === 0;
});


var validate24 = (function validate24(data){
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
return false;
}
else {
errors = _errs0;
}
return errors === 0;
});


var validate12 = (function validate12(data){
/*# sourceURL="https://designhooks.dev/schemas/objects/comment.schema.json" */;
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
if(!(validate13(data.branchId))){
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
if(!(validate17(data.commenter))){
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
if(!(validate22(data.commitSha))){
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
if(!(validate24(data.deletedAt))){
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
if(!(validate24(data.editedAt))){
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
if(!(validate12(data.parent))){
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
if(!(validate24(data.publishedAt))){
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
return errors === 0;
});


var validate10 = (function validate10(data){
/*# sourceURL="https://designhooks.dev/schemas/events/comment.shape.json" */;
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
if(eventName !== data1){
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
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((data2.object === undefined) && (missing1 = "object")){
return false;
}
else {
if(data2.object !== undefined){
const _errs8 = errors;
if(!(validate12(data2.object))){
errors++;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.changes !== undefined){
let data4 = data2.changes;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
let data5 = data4[key0];
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data5)){
if(data5.length > 2){
return false;
}
else {
if(data5.length < 2){
return false;
}
}
}
else {
return false;
}
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
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
}
}
}
else {
return false;
}
}
var valid0 = _errs6 === errors;
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
validate10.hasDrift = HAS_DRIFT[eventName];
return validate10;
}
