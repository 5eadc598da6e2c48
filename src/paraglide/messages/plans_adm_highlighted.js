/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_HighlightedInputs */

const en_plans_adm_highlighted = /** @type {(inputs: Plans_Adm_HighlightedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark as the most chosen plan`)
};

const es_plans_adm_highlighted = /** @type {(inputs: Plans_Adm_HighlightedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcar como el plan más elegido`)
};

const fr_plans_adm_highlighted = /** @type {(inputs: Plans_Adm_HighlightedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signaler comme la formule la plus choisie`)
};

/**
* | output |
* | --- |
* | "Mark as the most chosen plan" |
*
* @param {Plans_Adm_HighlightedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_highlighted = /** @type {((inputs?: Plans_Adm_HighlightedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_HighlightedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_highlighted(inputs)
	if (locale === "fr") return fr_plans_adm_highlighted(inputs)
	return en_plans_adm_highlighted(inputs)
});