/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Confirming_TitleInputs */

const en_plans_confirming_title = /** @type {(inputs: Plans_Confirming_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming your payment`)
};

const es_plans_confirming_title = /** @type {(inputs: Plans_Confirming_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmando tu pago`)
};

const fr_plans_confirming_title = /** @type {(inputs: Plans_Confirming_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation de votre paiement`)
};

/**
* | output |
* | --- |
* | "Confirming your payment" |
*
* @param {Plans_Confirming_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_confirming_title = /** @type {((inputs?: Plans_Confirming_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Confirming_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_confirming_title(inputs)
	if (locale === "fr") return fr_plans_confirming_title(inputs)
	return en_plans_confirming_title(inputs)
});