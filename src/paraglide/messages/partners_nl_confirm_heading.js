/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Confirm_HeadingInputs */

const en_partners_nl_confirm_heading = /** @type {(inputs: Partners_Nl_Confirm_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Your Subscription`)
};

const es_partners_nl_confirm_heading = /** @type {(inputs: Partners_Nl_Confirm_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirma tu suscripción`)
};

const fr_partners_nl_confirm_heading = /** @type {(inputs: Partners_Nl_Confirm_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre abonnement`)
};

/**
* | output |
* | --- |
* | "Confirm Your Subscription" |
*
* @param {Partners_Nl_Confirm_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_confirm_heading = /** @type {((inputs?: Partners_Nl_Confirm_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Confirm_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_confirm_heading(inputs)
	if (locale === "fr") return fr_partners_nl_confirm_heading(inputs)
	return en_partners_nl_confirm_heading(inputs)
});