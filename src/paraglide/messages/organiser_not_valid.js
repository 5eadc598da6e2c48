/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Organiser_Not_ValidInputs */

const en_organiser_not_valid = /** @type {(inputs: Organiser_Not_ValidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not valid: ${i?.status}`)
};

const es_organiser_not_valid = /** @type {(inputs: Organiser_Not_ValidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No válida: ${i?.status}`)
};

const fr_organiser_not_valid = /** @type {(inputs: Organiser_Not_ValidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Non valide : ${i?.status}`)
};

/**
* | output |
* | --- |
* | "Not valid: {status}" |
*
* @param {Organiser_Not_ValidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_not_valid = /** @type {((inputs: Organiser_Not_ValidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Not_ValidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_not_valid(inputs)
	if (locale === "fr") return fr_organiser_not_valid(inputs)
	return en_organiser_not_valid(inputs)
});