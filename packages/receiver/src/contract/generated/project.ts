// generated, do not edit: run `npm run generate`
// @ts-nocheck: Ajv standalone code (ajv/dist/standalone) compiled from schemas/ in strict mode.
// Validates project.created, project.updated, project.deleted deliveries (one shape, the event name a parameter), stopping at the first error; loaded on first use, never compiled at run time.
import { formats } from '../formats/formats.ts';
import { ucs2length } from '../formats/ucs2-length.ts';

// Whether a valid delivery carries what the contract does not know (see detect-drift.ts): recursive, so a
// comment chain thousands deep throws a RangeError, which detectDrift answers with the table walk.
function drift1(value) {
if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
let item;
let known = 0;
if ((item = value["about"]) !== undefined) {
known += 1;
if (!(item === null || typeof item === 'string')) return true;
}
if ((item = value["archivedAt"]) !== undefined) {
known += 1;
if (!(item === null || typeof item === 'string')) return true;
}
if ((item = value["assetAutoGeneration"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0) || drift2(item)) return true;
}
if ((item = value["color"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["createdAt"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["createdByUser"]) !== undefined) {
known += 1;
if (!(typeof item === 'object' && item !== null && !Array.isArray(item)) || drift3(item)) return true;
}
if ((item = value["deletedAt"]) !== undefined) {
known += 1;
if (!(item === null || typeof item === 'string')) return true;
}
if ((item = value["description"]) !== undefined) {
known += 1;
if (!(item === null || typeof item === 'string')) return true;
}
if ((item = value["firstPushedAt"]) !== undefined) {
known += 1;
if (!(item === null || (typeof item === 'string' && item.length !== 0))) return true;
}
if ((item = value["id"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["isNew"]) !== undefined) {
known += 1;
if (!(typeof item === 'boolean')) return true;
}
if ((item = value["name"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["objectType"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["organizationId"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["pushedAt"]) !== undefined) {
known += 1;
if (!(typeof item === 'string')) return true;
}
if ((item = value["repoCreatedAt"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["sectionId"]) !== undefined) {
known += 1;
if (!(item === null || typeof item === 'string')) return true;
}
if ((item = value["sizeInBytes"]) !== undefined) {
known += 1;
if (!(typeof item === 'number')) return true;
}
if ((item = value["type"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0) || drift4(item)) return true;
}
if ((item = value["updatedAt"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0)) return true;
}
if ((item = value["visibility"]) !== undefined) {
known += 1;
if (!(typeof item === 'string' && item.length !== 0) || drift5(item)) return true;
}
let keys = 0;
for (const key in value) keys += 1;
if (keys !== known) return true;
}
return false;
}
function drift2(value) {
return typeof value === 'string' && value !== "all" && value !== "master" && value !== "off";
}
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
function drift4(value) {
return typeof value === 'string' && value !== "cloud";
}
function drift5(value) {
return typeof value === 'string' && value !== "organization" && value !== "specific";
}
function drift6(value) {
if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
let item;
let known = 0;
if ((item = value["object"]) !== undefined) {
known += 1;
if (!(typeof item === 'object' && item !== null && !Array.isArray(item)) || drift1(item)) return true;
}
if (value["changes"] !== undefined) return true;
let keys = 0;
for (const key in value) keys += 1;
if (keys !== known) return true;
}
return false;
}
function drift7(value) {
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
if (!(typeof item === 'object' && item !== null && !Array.isArray(item)) || drift6(item)) return true;
}
let keys = 0;
for (const key in value) keys += 1;
if (keys !== known) return true;
}
return false;
}
function drift8(value) {
if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
let item;
let known = 0;
if ((item = value["object"]) !== undefined) {
known += 1;
if (!(typeof item === 'object' && item !== null && !Array.isArray(item)) || drift1(item)) return true;
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
function drift9(value) {
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
if (!(typeof item === 'object' && item !== null && !Array.isArray(item)) || drift8(item)) return true;
}
let keys = 0;
for (const key in value) keys += 1;
if (keys !== known) return true;
}
return false;
}
const HAS_DRIFT = {
  "project.created": drift7,
  "project.updated": drift9,
  "project.deleted": drift7,
};

/** The validator of one event of this shape (project.created, project.updated, project.deleted). */
export function validatorFor(eventName) {
const pattern0 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$", "u");
const func2 = ucs2length;

var validate13 = (function validate13(data){
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

const formats0 = formats.uri;
const formats2 = formats.email;
const formats4 = formats.uuid;

var validate16 = (function validate16(data){
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


var validate15 = (function validate15(data){
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
if(!(formats0(data0))){
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
if(!(validate16(data.deletedAt))){
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
if(!(formats2(data3))){
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
if(!(formats4(data4))){
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
if(!(validate16(data.lastActiveAt))){
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

const pattern2 = new RegExp("^#", "u");

var validate12 = (function validate12(data){
/*# sourceURL="https://designhooks.dev/schemas/objects/project.schema.json" */;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((((data.about === undefined) && (missing0 = "about")) || ((data.archivedAt === undefined) && (missing0 = "archivedAt"))) || ((data.color === undefined) && (missing0 = "color"))) || ((data.createdAt === undefined) && (missing0 = "createdAt"))) || ((data.createdByUser === undefined) && (missing0 = "createdByUser"))) || ((data.deletedAt === undefined) && (missing0 = "deletedAt"))) || ((data.description === undefined) && (missing0 = "description"))) || ((data.firstPushedAt === undefined) && (missing0 = "firstPushedAt"))) || ((data.id === undefined) && (missing0 = "id"))) || ((data.name === undefined) && (missing0 = "name"))) || ((data.objectType === undefined) && (missing0 = "objectType"))) || ((data.organizationId === undefined) && (missing0 = "organizationId"))) || ((data.pushedAt === undefined) && (missing0 = "pushedAt"))) || ((data.sectionId === undefined) && (missing0 = "sectionId"))) || ((data.updatedAt === undefined) && (missing0 = "updatedAt"))) || ((data.visibility === undefined) && (missing0 = "visibility"))){
return false;
}
else {
if(data.about !== undefined){
let data0 = data.about;
const _errs1 = errors;
if((typeof data0 !== "string") && (data0 !== null)){
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.archivedAt !== undefined){
const _errs4 = errors;
if(!(validate13(data.archivedAt))){
errors++;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.assetAutoGeneration !== undefined){
let data2 = data.assetAutoGeneration;
const _errs5 = errors;
const _errs6 = errors;
let valid2 = false;
const _errs7 = errors;
if(typeof data2 !== "string"){
errors++;
}
if(!(((data2 === "all") || (data2 === "master")) || (data2 === "off"))){
errors++;
}
var _valid0 = _errs7 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const _errs9 = errors;
if(typeof data2 !== "string"){
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
}
if(!valid2){
errors++;
return false;
}
else {
errors = _errs6;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.color !== undefined){
let data3 = data.color;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data3 === "string"){
if(!pattern2.test(data3)){
return false;
}
}
else {
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdAt !== undefined){
let data4 = data.createdAt;
const _errs13 = errors;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
return false;
}
}
else {
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.createdByUser !== undefined){
const _errs16 = errors;
if(!(validate15(data.createdByUser))){
errors++;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deletedAt !== undefined){
const _errs17 = errors;
if(!(validate13(data.deletedAt))){
errors++;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
let data7 = data.description;
const _errs18 = errors;
if((typeof data7 !== "string") && (data7 !== null)){
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstPushedAt !== undefined){
const _errs21 = errors;
if(!(validate13(data.firstPushedAt))){
errors++;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.id !== undefined){
let data9 = data.id;
const _errs22 = errors;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data9 === "string"){
if(!(formats4(data9))){
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
if(data.isNew !== undefined){
const _errs25 = errors;
if(typeof data.isNew !== "boolean"){
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
const _errs27 = errors;
if(typeof data.name !== "string"){
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.objectType !== undefined){
let data12 = data.objectType;
const _errs29 = errors;
if(typeof data12 !== "string"){
return false;
}
if("project" !== data12){
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.organizationId !== undefined){
let data13 = data.organizationId;
const _errs31 = errors;
const _errs32 = errors;
if(errors === _errs32){
if(errors === _errs32){
if(typeof data13 === "string"){
if(!(formats4(data13))){
return false;
}
}
else {
return false;
}
}
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pushedAt !== undefined){
const _errs34 = errors;
if(!(validate13(data.pushedAt))){
errors++;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repoCreatedAt !== undefined){
const _errs35 = errors;
if(!(validate13(data.repoCreatedAt))){
errors++;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sectionId !== undefined){
let data16 = data.sectionId;
const _errs36 = errors;
if((typeof data16 !== "string") && (data16 !== null)){
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sizeInBytes !== undefined){
let data17 = data.sizeInBytes;
const _errs39 = errors;
if(errors === _errs39){
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 < 0 || isNaN(data17)){
return false;
}
}
else {
return false;
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data18 = data.type;
const _errs41 = errors;
const _errs42 = errors;
let valid8 = false;
const _errs43 = errors;
if(typeof data18 !== "string"){
errors++;
}
if(!(data18 === "cloud")){
errors++;
}
var _valid1 = _errs43 === errors;
valid8 = valid8 || _valid1;
if(!valid8){
const _errs45 = errors;
if(typeof data18 !== "string"){
errors++;
}
var _valid1 = _errs45 === errors;
valid8 = valid8 || _valid1;
if(!valid8){
const _errs47 = errors;
if(data18 !== null){
errors++;
}
var _valid1 = _errs47 === errors;
valid8 = valid8 || _valid1;
}
}
if(!valid8){
errors++;
return false;
}
else {
errors = _errs42;
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.updatedAt !== undefined){
let data19 = data.updatedAt;
const _errs49 = errors;
const _errs50 = errors;
if(errors === _errs50){
if(typeof data19 === "string"){
if(!pattern0.test(data19)){
return false;
}
}
else {
return false;
}
}
var valid0 = _errs49 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.visibility !== undefined){
let data20 = data.visibility;
const _errs52 = errors;
const _errs53 = errors;
let valid10 = false;
const _errs54 = errors;
if(typeof data20 !== "string"){
errors++;
}
if(!((data20 === "organization") || (data20 === "specific"))){
errors++;
}
var _valid2 = _errs54 === errors;
valid10 = valid10 || _valid2;
if(!valid10){
const _errs56 = errors;
if(typeof data20 !== "string"){
errors++;
}
var _valid2 = _errs56 === errors;
valid10 = valid10 || _valid2;
}
if(!valid10){
errors++;
return false;
}
else {
errors = _errs53;
}
var valid0 = _errs52 === errors;
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
else {
return false;
}
}
return errors === 0;
});


var validate10 = (function validate10(data){
/*# sourceURL="https://designhooks.dev/schemas/events/project.shape.json" */;
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
