/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_HotlineInputs */

const en_partners_tt_hotline = /** @type {(inputs: Partners_Tt_HotlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trade hotline`)
};

const es_partners_tt_hotline = /** @type {(inputs: Partners_Tt_HotlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Línea profesional`)
};

const fr_partners_tt_hotline = /** @type {(inputs: Partners_Tt_HotlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligne professionnelle`)
};

/**
* | output |
* | --- |
* | "Trade hotline" |
*
* @param {Partners_Tt_HotlineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_hotline = /** @type {((inputs?: Partners_Tt_HotlineInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_HotlineInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_hotline(inputs)
	if (locale === "fr") return fr_partners_tt_hotline(inputs)
	return en_partners_tt_hotline(inputs)
});