/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Confirm_AgainInputs */

const en_partners_nl_confirm_again = /** @type {(inputs: Partners_Nl_Confirm_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otherwise, sign up again and we'll send you a new link.`)
};

const es_partners_nl_confirm_again = /** @type {(inputs: Partners_Nl_Confirm_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si no, vuelve a suscribirte y te enviaremos un enlace nuevo.`)
};

const fr_partners_nl_confirm_again = /** @type {(inputs: Partners_Nl_Confirm_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sinon, inscrivez-vous à nouveau et nous vous enverrons un nouveau lien.`)
};

/**
* | output |
* | --- |
* | "Otherwise, sign up again and we'll send you a new link." |
*
* @param {Partners_Nl_Confirm_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_confirm_again = /** @type {((inputs?: Partners_Nl_Confirm_AgainInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Confirm_AgainInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_confirm_again(inputs)
	if (locale === "fr") return fr_partners_nl_confirm_again(inputs)
	return en_partners_nl_confirm_again(inputs)
});