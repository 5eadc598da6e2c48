/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Lp_Faq4_AInputs */

const en_partners_lp_faq4_a = /** @type {(inputs: Partners_Lp_Faq4_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promotional services are not refundable once the listing is live. See the Payment and Refund Policy on our legal page.`)
};

const es_partners_lp_faq4_a = /** @type {(inputs: Partners_Lp_Faq4_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los servicios promocionales no son reembolsables una vez publicada la ficha. Consulta la política de pagos y reembolsos en nuestra página legal.`)
};

const fr_partners_lp_faq4_a = /** @type {(inputs: Partners_Lp_Faq4_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les services promotionnels ne sont pas remboursables une fois la fiche en ligne. Consultez la politique de paiement et de remboursement sur notre page juridique.`)
};

/**
* | output |
* | --- |
* | "Promotional services are not refundable once the listing is live. See the Payment and Refund Policy on our legal page." |
*
* @param {Partners_Lp_Faq4_AInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_lp_faq4_a = /** @type {((inputs?: Partners_Lp_Faq4_AInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Lp_Faq4_AInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_lp_faq4_a(inputs)
	if (locale === "fr") return fr_partners_lp_faq4_a(inputs)
	return en_partners_lp_faq4_a(inputs)
});