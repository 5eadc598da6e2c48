/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ interval: NonNullable<unknown>, day: NonNullable<unknown> }} Cards_Repeat_MonthlyInputs */

const en_cards_repeat_monthly = /** @type {(inputs: Cards_Repeat_MonthlyInputs) => LocalizedString} */ (i) => {const intervalPlural = registry.plural("en", i?.interval, {});
	if (intervalPlural === "one") return /** @type {LocalizedString} */ (`Every month on ${i?.day}`);
	return /** @type {LocalizedString} */ (`Every ${i?.interval} months on ${i?.day}`)
	
};

const es_cards_repeat_monthly = /** @type {(inputs: Cards_Repeat_MonthlyInputs) => LocalizedString} */ (i) => {const intervalPlural = registry.plural("es", i?.interval, {});
	if (intervalPlural === "one") return /** @type {LocalizedString} */ (`Cada mes ${i?.day}`);
	return /** @type {LocalizedString} */ (`Cada ${i?.interval} meses ${i?.day}`)
	
};

const fr_cards_repeat_monthly = /** @type {(inputs: Cards_Repeat_MonthlyInputs) => LocalizedString} */ (i) => {const intervalPlural = registry.plural("fr", i?.interval, {});
	if (intervalPlural === "one") return /** @type {LocalizedString} */ (`Chaque mois ${i?.day}`);
	return /** @type {LocalizedString} */ (`Tous les ${i?.interval} mois ${i?.day}`)
	
};

/**
* | intervalPlural | output |
* | --- | --- |
* | "one" | "Every month on {day}" |
* | * | "Every {interval} months on {day}" |
*
* @param {Cards_Repeat_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const cards_repeat_monthly = /** @type {((inputs: Cards_Repeat_MonthlyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cards_Repeat_MonthlyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_cards_repeat_monthly(inputs)
	if (locale === "fr") return fr_cards_repeat_monthly(inputs)
	return en_cards_repeat_monthly(inputs)
});