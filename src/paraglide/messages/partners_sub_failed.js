/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sub_FailedInputs */

const en_partners_sub_failed = /** @type {(inputs: Partners_Sub_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unable to create subscription. Please try again.`)
};

const es_partners_sub_failed = /** @type {(inputs: Partners_Sub_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo crear la suscripción. Vuelve a intentarlo.`)
};

const fr_partners_sub_failed = /** @type {(inputs: Partners_Sub_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de créer l’abonnement. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Unable to create subscription. Please try again." |
*
* @param {Partners_Sub_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sub_failed = /** @type {((inputs?: Partners_Sub_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sub_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sub_failed(inputs)
	if (locale === "fr") return fr_partners_sub_failed(inputs)
	return en_partners_sub_failed(inputs)
});