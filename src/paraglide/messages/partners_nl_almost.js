/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_AlmostInputs */

const en_partners_nl_almost = /** @type {(inputs: Partners_Nl_AlmostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Almost there!`)
};

const es_partners_nl_almost = /** @type {(inputs: Partners_Nl_AlmostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Ya casi está!`)
};

const fr_partners_nl_almost = /** @type {(inputs: Partners_Nl_AlmostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous y êtes presque !`)
};

/**
* | output |
* | --- |
* | "Almost there!" |
*
* @param {Partners_Nl_AlmostInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_almost = /** @type {((inputs?: Partners_Nl_AlmostInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_AlmostInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_almost(inputs)
	if (locale === "fr") return fr_partners_nl_almost(inputs)
	return en_partners_nl_almost(inputs)
});