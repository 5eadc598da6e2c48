/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Plans_Ends_OnInputs */

const en_plans_ends_on = /** @type {(inputs: Plans_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ends on ${i?.date}.`)
};

const es_plans_ends_on = /** @type {(inputs: Plans_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Termina el ${i?.date}.`)
};

const fr_plans_ends_on = /** @type {(inputs: Plans_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se termine le ${i?.date}.`)
};

/**
* | output |
* | --- |
* | "Ends on {date}." |
*
* @param {Plans_Ends_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_ends_on = /** @type {((inputs: Plans_Ends_OnInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Ends_OnInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_ends_on(inputs)
	if (locale === "fr") return fr_plans_ends_on(inputs)
	return en_plans_ends_on(inputs)
});