/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Unsub_AnytimeInputs */

const en_partners_nl_unsub_anytime = /** @type {(inputs: Partners_Nl_Unsub_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`at any time.`)
};

const es_partners_nl_unsub_anytime = /** @type {(inputs: Partners_Nl_Unsub_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cuando quieras.`)
};

const fr_partners_nl_unsub_anytime = /** @type {(inputs: Partners_Nl_Unsub_AnytimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`à tout moment.`)
};

/**
* | output |
* | --- |
* | "at any time." |
*
* @param {Partners_Nl_Unsub_AnytimeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_unsub_anytime = /** @type {((inputs?: Partners_Nl_Unsub_AnytimeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Unsub_AnytimeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_unsub_anytime(inputs)
	if (locale === "fr") return fr_partners_nl_unsub_anytime(inputs)
	return en_partners_nl_unsub_anytime(inputs)
});