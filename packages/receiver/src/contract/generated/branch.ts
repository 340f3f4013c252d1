// generated, do not edit: run `npm run generate`
// @ts-nocheck: Ajv standalone code (ajv/dist/standalone) compiled from schemas/ in strict mode.
// Validates branch.created, branch.updated, branch.statusUpdated deliveries (one shape, the event name a parameter), stopping at the first error; loaded on first use, never compiled at run time.
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
function drift12(value) {
if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
let item;
let known = 0;
if ((item = value["createdAt"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["description"]) !== undefined) {
known += 1;
if (!(item === null || typeof item === 'string')) return true;
}
if ((item = value["divergedFromBranchId"]) !== undefined) {
known += 1;
if (!(item === null || item === '')) return true;
}
if ((item = value["head"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["id"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["mergeSha"]) !== undefined) {
known += 1;
if (!(item === null || typeof item === 'string')) return true;
}
if ((item = value["mergedIntoBranchId"]) !== undefined) {
known += 1;
if (!(item === null || typeof item === 'string')) return true;
}
if ((item = value["name"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["objectType"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["parent"]) !== undefined) {
known += 1;
if (!(typeof item === 'string')) return true;
}
if ((item = value["projectId"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["startedAtSha"]) !== undefined) {
known += 1;
if (!(typeof item === 'string')) return true;
}
if ((item = value["status"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0) || drift13(item)) return true;
}
if ((item = value["updatedAt"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["user"]) !== undefined) {
known += 1;
if (!(typeof item === 'object' && item !== null && !Array.isArray(item)) || drift3(item)) return true;
}
if ((item = value["userId"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["userName"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
let keys = 0;
for (const key in value) keys += 1;
if (keys !== known) return true;
}
return false;
}
function drift13(value) {
return typeof value === 'string' && value !== "active" && value !== "wip" && value !== "feedback" && value !== "review" && value !== "merged" && value !== "archived" && value !== "deleted" && value !== "diverged";
}
function drift14(value) {
if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
let item;
let known = 0;
if ((item = value["object"]) !== undefined) {
known += 1;
if (!(typeof item === 'object' && item !== null && !Array.isArray(item)) || drift12(item)) return true;
}
if (value["changes"] !== undefined) return true;
let keys = 0;
for (const key in value) keys += 1;
if (keys !== known) return true;
}
return false;
}
function drift15(value) {
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
if (!(typeof item === 'object' && item !== null && !Array.isArray(item)) || drift14(item)) return true;
}
let keys = 0;
for (const key in value) keys += 1;
if (keys !== known) return true;
}
return false;
}
function drift18(value) {
if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
let item;
let known = 0;
if ((item = value["object"]) !== undefined) {
known += 1;
if (!(typeof item === 'object' && item !== null && !Array.isArray(item)) || drift12(item)) return true;
}
if ((item = value["changes"]) !== undefined) {
known += 1;
if (!(typeof item === 'object' && item !== null && !Array.isArray(item))) return true;
}
let keys = 0;
for (const key in value) keys += 1;
if (keys !== known) return true;
}
return false;
}
function drift19(value) {
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
if (!(typeof item === 'object' && item !== null && !Array.isArray(item)) || drift18(item)) return true;
}
let keys = 0;
for (const key in value) keys += 1;
if (keys !== known) return true;
}
return false;
}
const HAS_DRIFT = {
  "branch.created": drift15,
  "branch.updated": drift15,
  "branch.statusUpdated": drift19,
};

/** The validator of one event of this shape (branch.created, branch.updated, branch.statusUpdated). */
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

const pattern2 = new RegExp("^[0-9a-f]{40}$", "u");

var validate17 = (function validate17(data){
let errors = 0;
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data === "string"){
if(!pattern2.test(data)){
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


var validate19 = (function validate19(data){
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

const formats6 = formats.uri;
const formats8 = formats.email;

var validate26 = (function validate26(data){
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


var validate25 = (function validate25(data){
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
if(!(formats6(data0))){
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
if(!(validate26(data.deletedAt))){
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
if(!(formats8(data3))){
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
if(!(validate26(data.lastActiveAt))){
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


var validate12 = (function validate12(data){
/*# sourceURL="https://designhooks.dev/schemas/objects/branch.schema.json" */;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((((data.createdAt === undefined) && (missing0 = "createdAt")) || ((data.description === undefined) && (missing0 = "description"))) || ((data.divergedFromBranchId === undefined) && (missing0 = "divergedFromBranchId"))) || ((data.head === undefined) && (missing0 = "head"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.mergeSha === undefined) && (missing0 = "mergeSha"))) || ((data.mergedIntoBranchId === undefined) && (missing0 = "mergedIntoBranchId"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.objectType === undefined) && (missing0 = "objectType"))) || ((data.parent === undefined) && (missing0 = "parent"))) || ((data.projectId === undefined) && (missing0 = "projectId"))) || ((data.startedAtSha === undefined) && (missing0 = "startedAtSha"))) || ((data.status === undefined) && (missing0 = "status"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))) || ((data.user === undefined) && (missing0 = "user"))){
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
if(data.description !== undefined){
let data1 = data.description;
const _errs4 = errors;
if((typeof data1 !== "string") && (data1 !== null)){
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.divergedFromBranchId !== undefined){
const _errs7 = errors;
if(!(validate13(data.divergedFromBranchId))){
errors++;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.head !== undefined){
const _errs8 = errors;
if(!(validate17(data.head))){
errors++;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
const _errs9 = errors;
if(!(validate19(data.id))){
errors++;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mergeSha !== undefined){
const _errs10 = errors;
if(!(validate17(data.mergeSha))){
errors++;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mergedIntoBranchId !== undefined){
const _errs11 = errors;
if(!(validate13(data.mergedIntoBranchId))){
errors++;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs12 = errors;
if(typeof data.name !== "string"){
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.objectType !== undefined){
let data8 = data.objectType;
const _errs14 = errors;
if(typeof data8 !== "string"){
return false;
}
if("branch" !== data8){
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parent !== undefined){
const _errs16 = errors;
if(!(validate13(data.parent))){
errors++;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.projectId !== undefined){
let data10 = data.projectId;
const _errs17 = errors;
const _errs18 = errors;
if(errors === _errs18){
if(errors === _errs18){
if(typeof data10 === "string"){
if(!(formats0(data10))){
return false;
}
}
else {
return false;
}
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.startedAtSha !== undefined){
const _errs20 = errors;
if(!(validate17(data.startedAtSha))){
errors++;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.status !== undefined){
let data12 = data.status;
const _errs21 = errors;
const _errs22 = errors;
let valid4 = false;
const _errs23 = errors;
if(typeof data12 !== "string"){
errors++;
}
if(!((((((((data12 === "active") || (data12 === "wip")) || (data12 === "feedback")) || (data12 === "review")) || (data12 === "merged")) || (data12 === "archived")) || (data12 === "deleted")) || (data12 === "diverged"))){
errors++;
}
var _valid0 = _errs23 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const _errs25 = errors;
if(typeof data12 !== "string"){
errors++;
}
var _valid0 = _errs25 === errors;
valid4 = valid4 || _valid0;
}
if(!valid4){
errors++;
return false;
}
else {
errors = _errs22;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
let data13 = data.updatedAt;
const _errs27 = errors;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data13 === "string"){
if(!pattern0.test(data13)){
return false;
}
}
else {
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.user !== undefined){
const _errs30 = errors;
if(!(validate25(data.user))){
errors++;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userId !== undefined){
let data15 = data.userId;
const _errs31 = errors;
if((typeof data15 !== "string") && (data15 !== null)){
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userName !== undefined){
let data16 = data.userName;
const _errs34 = errors;
if((typeof data16 !== "string") && (data16 !== null)){
return false;
}
var valid0 = _errs34 === errors;
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
else {
return false;
}
}
return errors === 0;
});


var validate10 = (function validate10(data){
/*# sourceURL="https://designhooks.dev/schemas/events/branch.shape.json" */;
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
