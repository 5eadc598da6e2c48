/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_HowInputs */

const en_partners_lp_how = /** @type {(inputs: Partners_Lp_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How it works`)
};

const es_partners_lp_how = /** @type {(inputs: Partners_Lp_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo funciona`)
};

const fr_partners_lp_how = /** @type {(inputs: Partners_Lp_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment ça marche`)
};

/**
* | output |
* | --- |
* | "How it works" |
*
* @param {Partners_Lp_HowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_how = /** @type {((inputs?: Partners_Lp_HowInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_HowInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_how(inputs)
	if (locale === "fr") return fr_partners_lp_how(inputs)
	return en_partners_lp_how(inputs)
});