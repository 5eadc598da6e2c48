/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Unsub_HeadingInputs */

const en_partners_nl_unsub_heading = /** @type {(inputs: Partners_Nl_Unsub_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe from the Newsletter`)
};

const es_partners_nl_unsub_heading = /** @type {(inputs: Partners_Nl_Unsub_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Darse de baja del boletín`)
};

const fr_partners_nl_unsub_heading = /** @type {(inputs: Partners_Nl_Unsub_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se désabonner de la lettre d’information`)
};

/**
* | output |
* | --- |
* | "Unsubscribe from the Newsletter" |
*
* @param {Partners_Nl_Unsub_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_unsub_heading = /** @type {((inputs?: Partners_Nl_Unsub_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Unsub_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_unsub_heading(inputs)
	if (locale === "fr") return fr_partners_nl_unsub_heading(inputs)
	return en_partners_nl_unsub_heading(inputs)
});