/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Col_ExpiresInputs */

const en_organiser_col_expires = /** @type {(inputs: Organiser_Col_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expires`)
};

const es_organiser_col_expires = /** @type {(inputs: Organiser_Col_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vence`)
};

const fr_organiser_col_expires = /** @type {(inputs: Organiser_Col_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expire le`)
};

/**
* | output |
* | --- |
* | "Expires" |
*
* @param {Organiser_Col_ExpiresInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_col_expires = /** @type {((inputs?: Organiser_Col_ExpiresInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Col_ExpiresInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_col_expires(inputs)
	if (locale === "fr") return fr_organiser_col_expires(inputs)
	return en_organiser_col_expires(inputs)
});