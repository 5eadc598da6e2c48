/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Unsub_Done_HeadingInputs */

const en_partners_nl_unsub_done_heading = /** @type {(inputs: Partners_Nl_Unsub_Done_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're Unsubscribed`)
};

const es_partners_nl_unsub_done_heading = /** @type {(inputs: Partners_Nl_Unsub_Done_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te diste de baja`)
};

const fr_partners_nl_unsub_done_heading = /** @type {(inputs: Partners_Nl_Unsub_Done_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes désabonné`)
};

/**
* | output |
* | --- |
* | "You're Unsubscribed" |
*
* @param {Partners_Nl_Unsub_Done_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_unsub_done_heading = /** @type {((inputs?: Partners_Nl_Unsub_Done_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Unsub_Done_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_unsub_done_heading(inputs)
	if (locale === "fr") return fr_partners_nl_unsub_done_heading(inputs)
	return en_partners_nl_unsub_done_heading(inputs)
});