/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Donate_Not_FoundInputs */

const en_partners_donate_not_found = /** @type {(inputs: Partners_Donate_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not find that donation. Please try again or contact support.`)
};

const es_partners_donate_not_found = /** @type {(inputs: Partners_Donate_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No encontramos esa donación. Vuelve a intentarlo o comunícate con soporte.`)
};

const fr_partners_donate_not_found = /** @type {(inputs: Partners_Donate_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous n’avons pas trouvé ce don. Veuillez réessayer ou contacter l’assistance.`)
};

/**
* | output |
* | --- |
* | "We could not find that donation. Please try again or contact support." |
*
* @param {Partners_Donate_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_donate_not_found = /** @type {((inputs?: Partners_Donate_Not_FoundInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Donate_Not_FoundInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_donate_not_found(inputs)
	if (locale === "fr") return fr_partners_donate_not_found(inputs)
	return en_partners_donate_not_found(inputs)
});