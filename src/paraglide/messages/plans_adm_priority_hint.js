/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Priority_HintInputs */

const en_plans_adm_priority_hint = /** @type {(inputs: Plans_Adm_Priority_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Higher plans rotate first.`)
};

const es_plans_adm_priority_hint = /** @type {(inputs: Plans_Adm_Priority_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los planes más altos rotan primero.`)
};

const fr_plans_adm_priority_hint = /** @type {(inputs: Plans_Adm_Priority_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les formules supérieures passent en premier.`)
};

/**
* | output |
* | --- |
* | "Higher plans rotate first." |
*
* @param {Plans_Adm_Priority_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_priority_hint = /** @type {((inputs?: Plans_Adm_Priority_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Priority_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_priority_hint(inputs)
	if (locale === "fr") return fr_plans_adm_priority_hint(inputs)
	return en_plans_adm_priority_hint(inputs)
});