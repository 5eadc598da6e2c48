/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Unsub_InvalidInputs */

const en_partners_nl_unsub_invalid = /** @type {(inputs: Partners_Nl_Unsub_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This unsubscribe link is invalid or has already been used. If you already unsubscribed, your address is no longer on our list.`)
};

const es_partners_nl_unsub_invalid = /** @type {(inputs: Partners_Nl_Unsub_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace para darte de baja no es válido o ya se usó. Si ya te diste de baja, tu dirección ya no está en nuestra lista.`)
};

const fr_partners_nl_unsub_invalid = /** @type {(inputs: Partners_Nl_Unsub_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de désabonnement n’est pas valide ou a déjà été utilisé. Si vous vous êtes déjà désabonné, votre adresse ne figure plus sur notre liste.`)
};

/**
* | output |
* | --- |
* | "This unsubscribe link is invalid or has already been used. If you already unsubscribed, your address is no longer on our list." |
*
* @param {Partners_Nl_Unsub_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_unsub_invalid = /** @type {((inputs?: Partners_Nl_Unsub_InvalidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Unsub_InvalidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_unsub_invalid(inputs)
	if (locale === "fr") return fr_partners_nl_unsub_invalid(inputs)
	return en_partners_nl_unsub_invalid(inputs)
});