/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Form_HintInputs */

const en_partners_ad_form_hint = /** @type {(inputs: Partners_Ad_Form_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your goals, budget, preferred start date or the boards you want to reach.`)
};

const es_partners_ad_form_hint = /** @type {(inputs: Partners_Ad_Form_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus objetivos, presupuesto, fecha de inicio preferida o los distritos a los que quieres llegar.`)
};

const fr_partners_ad_form_hint = /** @type {(inputs: Partners_Ad_Form_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos objectifs, votre budget, la date de début souhaitée ou les districts que vous voulez toucher.`)
};

/**
* | output |
* | --- |
* | "Your goals, budget, preferred start date or the boards you want to reach." |
*
* @param {Partners_Ad_Form_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_form_hint = /** @type {((inputs?: Partners_Ad_Form_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Form_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_form_hint(inputs)
	if (locale === "fr") return fr_partners_ad_form_hint(inputs)
	return en_partners_ad_form_hint(inputs)
});