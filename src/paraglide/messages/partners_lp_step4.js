/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Step4Inputs */

const en_partners_lp_step4 = /** @type {(inputs: Partners_Lp_Step4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renew when you like`)
};

const es_partners_lp_step4 = /** @type {(inputs: Partners_Lp_Step4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renueva cuando quieras`)
};

const fr_partners_lp_step4 = /** @type {(inputs: Partners_Lp_Step4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renouvelez quand vous voulez`)
};

/**
* | output |
* | --- |
* | "Renew when you like" |
*
* @param {Partners_Lp_Step4Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_step4 = /** @type {((inputs?: Partners_Lp_Step4Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Step4Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_step4(inputs)
	if (locale === "fr") return fr_partners_lp_step4(inputs)
	return en_partners_lp_step4(inputs)
});