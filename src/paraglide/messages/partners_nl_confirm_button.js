/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Confirm_ButtonInputs */

const en_partners_nl_confirm_button = /** @type {(inputs: Partners_Nl_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Subscription`)
};

const es_partners_nl_confirm_button = /** @type {(inputs: Partners_Nl_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmar suscripción`)
};

const fr_partners_nl_confirm_button = /** @type {(inputs: Partners_Nl_Confirm_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer l’abonnement`)
};

/**
* | output |
* | --- |
* | "Confirm Subscription" |
*
* @param {Partners_Nl_Confirm_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_confirm_button = /** @type {((inputs?: Partners_Nl_Confirm_ButtonInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Confirm_ButtonInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_confirm_button(inputs)
	if (locale === "fr") return fr_partners_nl_confirm_button(inputs)
	return en_partners_nl_confirm_button(inputs)
});