/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Access_Tell_AfterInputs */

const en_info_access_tell_after = /** @type {(inputs: Info_Access_Tell_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. We answer within two working days.`)
};

const es_info_access_tell_after = /** @type {(inputs: Info_Access_Tell_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Respondemos en un plazo de dos días hábiles.`)
};

const fr_info_access_tell_after = /** @type {(inputs: Info_Access_Tell_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Nous répondons sous deux jours ouvrés.`)
};

/**
* | output |
* | --- |
* | ". We answer within two working days." |
*
* @param {Info_Access_Tell_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_access_tell_after = /** @type {((inputs?: Info_Access_Tell_AfterInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Access_Tell_AfterInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_access_tell_after(inputs)
	if (locale === "fr") return fr_info_access_tell_after(inputs)
	return en_info_access_tell_after(inputs)
});