/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Credits_HintInputs */

const en_plans_adm_credits_hint = /** @type {(inputs: Plans_Adm_Credits_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spent by impressions; at most the monthly fee.`)
};

const es_plans_adm_credits_hint = /** @type {(inputs: Plans_Adm_Credits_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se gasta con las impresiones; como máximo la cuota mensual.`)
};

const fr_plans_adm_credits_hint = /** @type {(inputs: Plans_Adm_Credits_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consommé par les affichages ; au plus le tarif mensuel.`)
};

/**
* | output |
* | --- |
* | "Spent by impressions; at most the monthly fee." |
*
* @param {Plans_Adm_Credits_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_credits_hint = /** @type {((inputs?: Plans_Adm_Credits_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Credits_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_credits_hint(inputs)
	if (locale === "fr") return fr_plans_adm_credits_hint(inputs)
	return en_plans_adm_credits_hint(inputs)
});