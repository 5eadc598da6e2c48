/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Confirm_DescriptionInputs */

const en_partners_nl_confirm_description = /** @type {(inputs: Partners_Nl_Confirm_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your Harlem newsletter subscription.`)
};

const es_partners_nl_confirm_description = /** @type {(inputs: Partners_Nl_Confirm_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu suscripción al boletín de Harlem.`)
};

const fr_partners_nl_confirm_description = /** @type {(inputs: Partners_Nl_Confirm_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre abonnement à la lettre d’information de Harlem.`)
};

/**
* | output |
* | --- |
* | "Confirm your Harlem newsletter subscription." |
*
* @param {Partners_Nl_Confirm_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_confirm_description = /** @type {((inputs?: Partners_Nl_Confirm_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Confirm_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_confirm_description(inputs)
	if (locale === "fr") return fr_partners_nl_confirm_description(inputs)
	return en_partners_nl_confirm_description(inputs)
});