/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Confirm_InvalidInputs */

const en_partners_nl_confirm_invalid = /** @type {(inputs: Partners_Nl_Confirm_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This confirmation link is invalid or has already been used. If you already confirmed your subscription, you're all set.`)
};

const es_partners_nl_confirm_invalid = /** @type {(inputs: Partners_Nl_Confirm_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace de confirmación no es válido o ya se usó. Si ya confirmaste tu suscripción, no tienes que hacer nada más.`)
};

const fr_partners_nl_confirm_invalid = /** @type {(inputs: Partners_Nl_Confirm_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de confirmation n’est pas valide ou a déjà été utilisé. Si vous avez déjà confirmé votre abonnement, tout est en ordre.`)
};

/**
* | output |
* | --- |
* | "This confirmation link is invalid or has already been used. If you already confirmed your subscription, you're all set." |
*
* @param {Partners_Nl_Confirm_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_confirm_invalid = /** @type {((inputs?: Partners_Nl_Confirm_InvalidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Confirm_InvalidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_confirm_invalid(inputs)
	if (locale === "fr") return fr_partners_nl_confirm_invalid(inputs)
	return en_partners_nl_confirm_invalid(inputs)
});