/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_About_CityInputs */

const en_info_about_city = /** @type {(inputs: Info_About_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem is a city within a city. From the Hudson River piers of Hamilton Heights to the murals of East Harlem, from the Apollo's stage on 125th Street to the Cloisters above Washington Heights, more than 400,000 people live, work and make culture in the four community boards this guide covers.`)
};

const es_info_about_city = /** @type {(inputs: Info_About_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem es una ciudad dentro de la ciudad. De los muelles del río Hudson en Hamilton Heights a los murales de East Harlem, del escenario del Apollo en la calle 125 a The Cloisters, por encima de Washington Heights, más de 400.000 personas viven, trabajan y crean cultura en los cuatro distritos comunitarios que abarca esta guía.`)
};

const fr_info_about_city = /** @type {(inputs: Info_About_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem est une ville dans la ville. Des quais de l’Hudson à Hamilton Heights aux fresques d’East Harlem, de la scène de l’Apollo sur la 125e Rue aux Cloisters qui dominent Washington Heights, plus de 400 000 personnes vivent, travaillent et font vivre la culture dans les quatre districts communautaires que couvre ce guide.`)
};

/**
* | output |
* | --- |
* | "Harlem is a city within a city. From the Hudson River piers of Hamilton Heights to the murals of East Harlem, from the Apollo's stage on 125th Street to the ..." |
*
* @param {Info_About_CityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_about_city = /** @type {((inputs?: Info_About_CityInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_About_CityInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_about_city(inputs)
	if (locale === "fr") return fr_info_about_city(inputs)
	return en_info_about_city(inputs)
});