/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Legal_Page_DescriptionInputs */

const en_info_legal_page_description = /** @type {(inputs: Info_Legal_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website terms of use, the business listing agreement, intellectual property, liability, and the payment and refund policy of the Harlem Guide.`)
};

const es_info_legal_page_description = /** @type {(inputs: Info_Legal_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condiciones de uso del sitio web, acuerdo de fichas de negocios, propiedad intelectual, responsabilidad y política de pagos y reembolsos de la guía de Harlem.`)
};

const fr_info_legal_page_description = /** @type {(inputs: Info_Legal_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions d’utilisation du site, contrat de référencement des commerces, propriété intellectuelle, responsabilité, et politique de paiement et de remboursement du guide de Harlem.`)
};

/**
* | output |
* | --- |
* | "Website terms of use, the business listing agreement, intellectual property, liability, and the payment and refund policy of the Harlem Guide." |
*
* @param {Info_Legal_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_legal_page_description = /** @type {((inputs?: Info_Legal_Page_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Legal_Page_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_legal_page_description(inputs)
	if (locale === "fr") return fr_info_legal_page_description(inputs)
	return en_info_legal_page_description(inputs)
});