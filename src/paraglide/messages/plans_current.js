/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_CurrentInputs */

const en_plans_current = /** @type {(inputs: Plans_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plan`)
};

const es_plans_current = /** @type {(inputs: Plans_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu plan actual`)
};

const fr_plans_current = /** @type {(inputs: Plans_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre formule actuelle`)
};

/**
* | output |
* | --- |
* | "Your plan" |
*
* @param {Plans_CurrentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_current = /** @type {((inputs?: Plans_CurrentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_CurrentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_current(inputs)
	if (locale === "fr") return fr_plans_current(inputs)
	return en_plans_current(inputs)
});