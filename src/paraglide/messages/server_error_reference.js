/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Server_Error_ReferenceInputs */

const en_server_error_reference = /** @type {(inputs: Server_Error_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If it happens again, tell us this reference: ${i?.reference}`)
};

const es_server_error_reference = /** @type {(inputs: Server_Error_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si vuelve a ocurrir, indícanos esta referencia: ${i?.reference}`)
};

const fr_server_error_reference = /** @type {(inputs: Server_Error_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si cela se reproduit, indiquez-nous cette référence : ${i?.reference}`)
};

/**
* | output |
* | --- |
* | "If it happens again, tell us this reference: {reference}" |
*
* @param {Server_Error_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const server_error_reference = /** @type {((inputs: Server_Error_ReferenceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Server_Error_ReferenceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_server_error_reference(inputs)
	if (locale === "fr") return fr_server_error_reference(inputs)
	return en_server_error_reference(inputs)
});