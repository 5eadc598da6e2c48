/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Faq_Cancel_AInputs */

const en_partners_faq_cancel_a = /** @type {(inputs: Partners_Faq_Cancel_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes. You can cancel any time and keep Premium to the end of the period you paid for: open billing from`)
};

const es_partners_faq_cancel_a = /** @type {(inputs: Partners_Faq_Cancel_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sí. Puedes cancelar en cualquier momento y conservar Premium hasta el final del período que pagaste: abre la facturación desde`)
};

const fr_partners_faq_cancel_a = /** @type {(inputs: Partners_Faq_Cancel_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oui. Vous pouvez résilier à tout moment et garder Premium jusqu’à la fin de la période payée : ouvrez la facturation depuis`)
};

/**
* | output |
* | --- |
* | "Yes. You can cancel any time and keep Premium to the end of the period you paid for: open billing from" |
*
* @param {Partners_Faq_Cancel_AInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_faq_cancel_a = /** @type {((inputs?: Partners_Faq_Cancel_AInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Faq_Cancel_AInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_faq_cancel_a(inputs)
	if (locale === "fr") return fr_partners_faq_cancel_a(inputs)
	return en_partners_faq_cancel_a(inputs)
});