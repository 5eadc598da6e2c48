/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Confirmed_HeadingInputs */

const en_partners_nl_confirmed_heading = /** @type {(inputs: Partners_Nl_Confirmed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank You! You're Subscribed`)
};

const es_partners_nl_confirmed_heading = /** @type {(inputs: Partners_Nl_Confirmed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias! Ya estás suscrito`)
};

const fr_partners_nl_confirmed_heading = /** @type {(inputs: Partners_Nl_Confirmed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci ! Vous êtes abonné`)
};

/**
* | output |
* | --- |
* | "Thank You! You're Subscribed" |
*
* @param {Partners_Nl_Confirmed_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_confirmed_heading = /** @type {((inputs?: Partners_Nl_Confirmed_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Confirmed_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_confirmed_heading(inputs)
	if (locale === "fr") return fr_partners_nl_confirmed_heading(inputs)
	return en_partners_nl_confirmed_heading(inputs)
});