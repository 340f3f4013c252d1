// generated, do not edit: run `npm run generate`
// @ts-nocheck: Ajv standalone code (ajv/dist/standalone) compiled from schemas/ in strict mode.
// The errors of the envelope (bodies of unknown events) (the first MAX_VALIDATION_ERRORS), with messages; loaded only once a body has failed the fast check.
import { appendErrors, MAX_VALIDATION_ERRORS } from '../append-errors.ts';

export const validate = validate10;
export default validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"https://designhooks.dev/schemas/envelope.schema.json","title":"Envelope","description":"The JSON body of every delivery: when, which event, and the affected record in data.object.","type":"object","required":["createdAt","event","data"],"properties":{"createdAt":{"description":"Time of the delivery/event: ISO 8601 UTC ending in Z (sent with second precision).","$ref":"definitions.schema.json#/definitions/timestamp"},"event":{"$ref":"#/definitions/eventName"},"data":{"description":"Holds the affected record and, on some events, what changed.","type":"object","required":["object"],"properties":{"object":{"description":"The affected record; it carries its own objectType.","type":"object","required":["objectType"],"properties":{"objectType":{"type":"string"}}},"changes":{"$ref":"#/definitions/changes"}}}},"definitions":{"eventName":{"description":"The name of the event that triggered the delivery.","type":"string","enum":["project.created","project.updated","project.deleted","branch.created","branch.updated","branch.statusUpdated","commits.created","comment.created","comment.updated","comment.deleted"]},"changes":{"title":"Changes","description":"What changed, per field: a pair [old, new]. Seen on branch.statusUpdated; optional on every event.","type":"object","additionalProperties":{"type":"array","items":{},"minItems":2,"maxItems":2}}}};
const schema13 = {"description":"ISO 8601 UTC timestamp ending in Z; second precision, milliseconds accepted.","type":"string","pattern":"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"};
const schema14 = {"description":"The name of the event that triggered the delivery.","type":"string","enum":["project.created","project.updated","project.deleted","branch.created","branch.updated","branch.statusUpdated","commits.created","comment.created","comment.updated","comment.deleted"]};
const schema15 = {"title":"Changes","description":"What changed, per field: a pair [old, new]. Seen on branch.statusUpdated; optional on every event.","type":"object","additionalProperties":{"type":"array","items":{},"minItems":2,"maxItems":2}};
const pattern0 = new RegExp("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://designhooks.dev/schemas/envelope.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.createdAt === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
}
errors++;
}
if(data.event === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "event"},message:"must have required property '"+"event"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
}
errors++;
}
if(data.data === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
}
errors++;
}
if(data.createdAt !== undefined){
let data0 = data.createdAt;
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err3 = {instancePath:instancePath+"/createdAt",schemaPath:"definitions.schema.json#/definitions/timestamp/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"},message:"must match pattern \""+"^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9](\\.[0-9]{1,9})?Z$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
}
errors++;
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err4 = {instancePath:instancePath+"/createdAt",schemaPath:"definitions.schema.json#/definitions/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
}
errors++;
}
}
if(data.event !== undefined){
let data1 = data.event;
if(typeof data1 !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err5 = {instancePath:instancePath+"/event",schemaPath:"#/definitions/eventName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
}
errors++;
}
if(!((((((((((data1 === "project.created") || (data1 === "project.updated")) || (data1 === "project.deleted")) || (data1 === "branch.created")) || (data1 === "branch.updated")) || (data1 === "branch.statusUpdated")) || (data1 === "commits.created")) || (data1 === "comment.created")) || (data1 === "comment.updated")) || (data1 === "comment.deleted"))){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err6 = {instancePath:instancePath+"/event",schemaPath:"#/definitions/eventName/enum",keyword:"enum",params:{allowedValues: schema14.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.object === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err7 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "object"},message:"must have required property '"+"object"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
}
errors++;
}
if(data2.object !== undefined){
let data3 = data2.object;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.objectType === undefined){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err8 = {instancePath:instancePath+"/data/object",schemaPath:"#/properties/data/properties/object/required",keyword:"required",params:{missingProperty: "objectType"},message:"must have required property '"+"objectType"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
}
errors++;
}
if(data3.objectType !== undefined){
if(typeof data3.objectType !== "string"){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err9 = {instancePath:instancePath+"/data/object/objectType",schemaPath:"#/properties/data/properties/object/properties/objectType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
}
errors++;
}
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err10 = {instancePath:instancePath+"/data/object",schemaPath:"#/properties/data/properties/object/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
}
errors++;
}
}
if(data2.changes !== undefined){
let data5 = data2.changes;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key0 in data5){
let data6 = data5[key0];
if(Array.isArray(data6)){
if(data6.length > 2){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err11 = {instancePath:instancePath+"/data/changes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/changes/additionalProperties/maxItems",keyword:"maxItems",params:{limit: 2},message:"must NOT have more than 2 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
}
errors++;
}
if(data6.length < 2){
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err12 = {instancePath:instancePath+"/data/changes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/changes/additionalProperties/minItems",keyword:"minItems",params:{limit: 2},message:"must NOT have fewer than 2 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
}
errors++;
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err13 = {instancePath:instancePath+"/data/changes/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/definitions/changes/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
}
errors++;
}
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err14 = {instancePath:instancePath+"/data/changes",schemaPath:"#/definitions/changes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
}
errors++;
}
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err15 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
}
errors++;
}
}
}
else {
if(vErrors === null || vErrors.length < MAX_VALIDATION_ERRORS){
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
