/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sub_UnknownInputs */

const en_partners_sub_unknown = /** @type {(inputs: Partners_Sub_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find that payment for your account. Please try again or contact support.`)
};

const es_partners_sub_unknown = /** @type {(inputs: Partners_Sub_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No encontramos ese pago en tu cuenta. Vuelve a intentarlo o comunícate con soporte.`)
};

const fr_partners_sub_unknown = /** @type {(inputs: Partners_Sub_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas trouvé ce paiement pour votre compte. Veuillez réessayer ou contacter l’assistance.`)
};

/**
* | output |
* | --- |
* | "We could not find that payment for your account. Please try again or contact support." |
*
* @param {Partners_Sub_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sub_unknown = /** @type {((inputs?: Partners_Sub_UnknownInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sub_UnknownInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sub_unknown(inputs)
	if (locale === "fr") return fr_partners_sub_unknown(inputs)
	return en_partners_sub_unknown(inputs)
});