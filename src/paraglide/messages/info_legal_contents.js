/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Legal_ContentsInputs */

const en_info_legal_contents = /** @type {(inputs: Info_Legal_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contents`)
};

const es_info_legal_contents = /** @type {(inputs: Info_Legal_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenido`)
};

const fr_info_legal_contents = /** @type {(inputs: Info_Legal_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sommaire`)
};

/**
* | output |
* | --- |
* | "Contents" |
*
* @param {Info_Legal_ContentsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_legal_contents = /** @type {((inputs?: Info_Legal_ContentsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Legal_ContentsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_legal_contents(inputs)
	if (locale === "fr") return fr_info_legal_contents(inputs)
	return en_info_legal_contents(inputs)
});