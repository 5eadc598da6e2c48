/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Slug_HintInputs */

const en_plans_adm_slug_hint = /** @type {(inputs: Plans_Adm_Slug_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Used in links and at checkout; it cannot be changed later.`)
};

const es_plans_adm_slug_hint = /** @type {(inputs: Plans_Adm_Slug_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se usa en enlaces y en el pago; no se puede cambiar después.`)
};

const fr_plans_adm_slug_hint = /** @type {(inputs: Plans_Adm_Slug_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisé dans les liens et au paiement ; il ne peut plus changer ensuite.`)
};

/**
* | output |
* | --- |
* | "Used in links and at checkout; it cannot be changed later." |
*
* @param {Plans_Adm_Slug_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_slug_hint = /** @type {((inputs?: Plans_Adm_Slug_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Slug_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_slug_hint(inputs)
	if (locale === "fr") return fr_plans_adm_slug_hint(inputs)
	return en_plans_adm_slug_hint(inputs)
});