/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Week_TextInputs */

const en_info_vc_week_text = /** @type {(inputs: Info_Vc_Week_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in the weeks before the festival, with schedules and the best places to watch.`)
};

const es_info_vc_week_text = /** @type {(inputs: Info_Vc_Week_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en las semanas previas al festival, con horarios y los mejores lugares para verlo.`)
};

const fr_info_vc_week_text = /** @type {(inputs: Info_Vc_Week_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dans les semaines qui précèdent le festival, avec le programme et les meilleurs endroits pour en profiter.`)
};

/**
* | output |
* | --- |
* | "in the weeks before the festival, with schedules and the best places to watch." |
*
* @param {Info_Vc_Week_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_week_text = /** @type {((inputs?: Info_Vc_Week_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Week_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_week_text(inputs)
	if (locale === "fr") return fr_info_vc_week_text(inputs)
	return en_info_vc_week_text(inputs)
});