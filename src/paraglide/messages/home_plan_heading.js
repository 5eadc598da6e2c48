/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Plan_HeadingInputs */

const en_home_plan_heading = /** @type {(inputs: Home_Plan_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan your day uptown`)
};

const es_home_plan_heading = /** @type {(inputs: Home_Plan_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planifica tu día en uptown`)
};

const fr_home_plan_heading = /** @type {(inputs: Home_Plan_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préparez votre journée à uptown`)
};

/**
* | output |
* | --- |
* | "Plan your day uptown" |
*
* @param {Home_Plan_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_plan_heading = /** @type {((inputs?: Home_Plan_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Plan_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_plan_heading(inputs)
	if (locale === "fr") return fr_home_plan_heading(inputs)
	return en_home_plan_heading(inputs)
});