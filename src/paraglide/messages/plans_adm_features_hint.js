/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Features_HintInputs */

const en_plans_adm_features_hint = /** @type {(inputs: Plans_Adm_Features_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One per line, at most 12.`)
};

const es_plans_adm_features_hint = /** @type {(inputs: Plans_Adm_Features_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una por línea, máximo 12.`)
};

const fr_plans_adm_features_hint = /** @type {(inputs: Plans_Adm_Features_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un par ligne, 12 au plus.`)
};

/**
* | output |
* | --- |
* | "One per line, at most 12." |
*
* @param {Plans_Adm_Features_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_features_hint = /** @type {((inputs?: Plans_Adm_Features_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Features_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_features_hint(inputs)
	if (locale === "fr") return fr_plans_adm_features_hint(inputs)
	return en_plans_adm_features_hint(inputs)
});