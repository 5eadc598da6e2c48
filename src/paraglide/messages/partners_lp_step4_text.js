/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Partners_Lp_Step4_TextInputs */

const en_partners_lp_step4_text = /** @type {(inputs: Partners_Lp_Step4_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We remind you ${i?.days} days before the listing ends.`)
};

const es_partners_lp_step4_text = /** @type {(inputs: Partners_Lp_Step4_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Te avisamos ${i?.days} días antes de que termine tu ficha.`)
};

const fr_partners_lp_step4_text = /** @type {(inputs: Partners_Lp_Step4_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous vous le rappelons ${i?.days} jours avant la fin de votre fiche.`)
};

/**
* | output |
* | --- |
* | "We remind you {days} days before the listing ends." |
*
* @param {Partners_Lp_Step4_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_step4_text = /** @type {((inputs: Partners_Lp_Step4_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Step4_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_step4_text(inputs)
	if (locale === "fr") return fr_partners_lp_step4_text(inputs)
	return en_partners_lp_step4_text(inputs)
});