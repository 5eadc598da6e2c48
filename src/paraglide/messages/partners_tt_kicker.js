/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_KickerInputs */

const en_partners_tt_kicker = /** @type {(inputs: Partners_Tt_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For tour operators, planners and educators`)
};

const es_partners_tt_kicker = /** @type {(inputs: Partners_Tt_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para operadores turísticos, organizadores y educadores`)
};

const fr_partners_tt_kicker = /** @type {(inputs: Partners_Tt_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour voyagistes, organisateurs et enseignants`)
};

/**
* | output |
* | --- |
* | "For tour operators, planners and educators" |
*
* @param {Partners_Tt_KickerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_kicker = /** @type {((inputs?: Partners_Tt_KickerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_KickerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_kicker(inputs)
	if (locale === "fr") return fr_partners_tt_kicker(inputs)
	return en_partners_tt_kicker(inputs)
});